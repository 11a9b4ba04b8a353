import Alert from '@mui/material/Alert';
import { useLocation, useParams, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { ChannelEditorDrawer } from '../components/channel-editor-drawer.tsx';
import { ChannelListFrame } from '../components/channel-list-frame.tsx';
import { parseChannelId } from '../parse-channel-id.ts';
import { withSearch } from '../logic/list-state.ts';

/**
 * /channel/add and /channel/edit/:id: the channel list with the editor drawer over it, in create
 * mode when the route has no id, otherwise in edit mode (CH-033).
 */
export default function ChannelEditorPage() {
  const { t } = useTranslation(NAMESPACE);
  const [, navigate] = useLocation();
  const { id: rawId } = useParams<{ id?: string }>();
  const search = useSearch();
  // Back to the list as it was: page, size and filters ride along in the query string.
  const close = (): void => navigate(withSearch('/channel', search));
  if (rawId === undefined) {
    return (
      <ChannelListFrame trail={[{ label: t('editor.createTitle') }]}>
        <ChannelEditorDrawer channelId={undefined} onClose={close} />
      </ChannelListFrame>
    );
  }
  const id = parseChannelId(rawId);
  if (id === undefined) {
    return (
      <ChannelListFrame
        trail={[{ label: t('editor.editTitle', { id: rawId }) }]}
        notice={
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('editor.invalidId', { id: rawId })}
          </Alert>
        }
      />
    );
  }
  return (
    <ChannelListFrame trail={[{ label: t('editor.editTitle', { id }) }]}>
      <ChannelEditorDrawer key={id} channelId={id} onClose={close} />
    </ChannelListFrame>
  );
}
