import type { ReactNode } from 'react';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAnnouncePage } from './use-announce-page.ts';
import { useNoticeQueue } from './use-notice-queue.ts';
import { useTopOffset } from './use-top-offset.ts';

/** Side margin on phones; notices never touch the screen's edges. */
const EDGE = 16;

/**
 * Renders the page's notices (ADR 0021): one MUI Snackbar holding at most three Alerts, newest
 * at the bottom, centred just below the top app bar. Wide enough for a short sentence on one
 * line, never wider than the screen. Errors stay until dismissed, replaced by their action's next
 * result, or their page is left (the provider follows the router's location).
 */
export function NotificationsProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { visible, dismiss } = useNoticeQueue();
  // After the queue attached (effects run in order): the first page also adopts notices sent before it.
  useAnnouncePage();
  const top = useTopOffset(visible.length > 0);
  return (
    <>
      {children}
      {/*
        Mounted while there is something to show, as the body's last child: a drawer or dialog
        opened before hides everything else from assistive technology, not notices that come later.
      */}
      {visible.length > 0 && (
        <Portal>
          <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: top, sm: top } }}>
            <Box
              data-notices=""
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                width: 'max-content',
                minWidth: `min(360px, calc(100vw - ${2 * EDGE}px))`,
                maxWidth: `min(640px, calc(100vw - ${2 * EDGE}px))`,
              }}
            >
              {visible.map((notification) => (
                <Alert
                  key={notification.id}
                  severity={notification.severity}
                  variant="filled"
                  onClose={() => dismiss(notification.id)}
                  slotProps={{ closeButton: { title: t('notify.close'), 'aria-label': t('notify.close') } }}
                  sx={{ boxShadow: 3, wordBreak: 'break-word' }}
                >
                  {notification.message}
                </Alert>
              ))}
            </Box>
          </Snackbar>
        </Portal>
      )}
    </>
  );
}
