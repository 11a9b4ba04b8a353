import Alert from '@mui/material/Alert';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { ChannelListFrame } from '../components/channel-list-frame.tsx';
import { parseChannelId } from '../parse-channel-id.ts';

/**
 * /channel/add and /channel/edit/:id: the channel list with the editor for one channel. The
 * editor is in create mode when the route has no id, otherwise in edit mode (spec 001 §2).
 */
export default function ChannelEditorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id: rawId } = useParams<{ id?: string }>();
  if (rawId === undefined) {
    return (
      <ChannelListFrame
        trail={[{ label: t('editor.createTitle') }]}
        notice={<Alert severity="info" sx={{ mb: 2 }}>{t('editor.createNotice')}</Alert>}
      />
    );
  }
  const id = parseChannelId(rawId);
  if (id === undefined) {
    return (
      <ChannelListFrame
        trail={[{ label: t('editor.editTitle', { id: rawId }) }]}
        notice={<Alert severity="error" sx={{ mb: 2 }}>{t('editor.invalidId', { id: rawId })}</Alert>}
      />
    );
  }
  return (
    <ChannelListFrame
      trail={[{ label: t('editor.editTitle', { id }) }]}
      notice={<Alert severity="info" sx={{ mb: 2 }}>{t('editor.editNotice', { id })}</Alert>}
    />
  );
}
