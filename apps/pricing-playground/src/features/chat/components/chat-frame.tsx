import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { chatLinkKind } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/**
 * The filled chat link, embedded (PP-033): a web link in a frame that fills the page (the console's
 * CSP frame-src lists the configured chat origins); an app link (ama://, opencat://) as a button,
 * since no frame can show an app; anything else refused as a broken configuration.
 */
export function ChatFrame({ name, link }: { name: string; link: string }) {
  const { t } = useTranslation(NAMESPACE);
  const kind = chatLinkKind(link);
  if (kind === 'unsafe') return <Alert severity="error">{t('chat.unsafeLink', { name })}</Alert>;
  if (kind === 'app') {
    return (
      <Alert
        severity="info"
        action={
          <Button href={link} color="inherit" size="small">
            {t('chat.openApp', { name })}
          </Button>
        }
      >
        {t('chat.appLink', { name })}
      </Alert>
    );
  }
  return (
    <Box
      component="iframe"
      src={link}
      title={t('chat.frameTitle', { name })}
      allow="camera; microphone; clipboard-write"
      // The client runs in its own origin (same-origin for itself only); it may not navigate the console away.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads"
      sx={{
        display: 'block',
        width: '100%',
        height: 'calc(100dvh - 190px)',
        minHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    />
  );
}
