import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { ManualCopyDialog, writeClipboard } from '@gateway/ui/copy-button';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';

/** Characters of a copied message repeated in the "Copied: …" notice; a whole reply would fill the screen. */
const NOTICE_PREVIEW = 60;

export type MessageActionsProps = {
  text: string;
  /** Set on replies that may be asked again (not while another reply streams). */
  onRegenerate?: () => void;
};

/** Copy (any message with text; COM-014/015 feedback with a short preview) and regenerate (a finished reply). */
export function MessageActions({ text, onRegenerate }: MessageActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [manual, setManual] = useState(false);
  const copy = async () => {
    if (!(await writeClipboard(text))) return setManual(true);
    const preview = text.length > NOTICE_PREVIEW ? `${text.slice(0, NOTICE_PREVIEW)}…` : text;
    notify.success(t('common:messages.copied', { text: preview }), { key: 'playground-copy' });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, color: 'text.secondary' }}>
      {text !== '' && (
        <Tooltip title={t('playground.message.copy')}>
          <IconButton size="small" aria-label={t('playground.message.copy')} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onRegenerate !== undefined && (
        <Tooltip title={t('playground.message.regenerate')}>
          <IconButton size="small" aria-label={t('playground.message.regenerate')} onClick={onRegenerate}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ManualCopyDialog open={manual} text={text} onClose={() => setManual(false)} />
    </Stack>
  );
}
