import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { attachRenderer } from './notification-channel.ts';
import type { Notification, NotificationSeverity } from './notification-channel.ts';

/** Errors stay longer: they are read, successes only glanced at. */
const DISPLAY_MS: Record<NotificationSeverity, number> = { success: 3000, info: 4000, warning: 5000, error: 6000 };
/** More than this and the oldest goes: a burst of failures must not cover the page. */
const MAX_VISIBLE = 4;

/**
 * Renders the page's toasts: MUI Snackbar holding a stack of Alerts, newest at the bottom. The
 * same text arriving again (e.g. several queries failing at once) restarts its timer instead of
 * stacking a copy.
 */
export function NotificationsProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState<Notification[]>([]);
  // The list mirrored in a ref so the listener and timers compute from the latest list without
  // side effects inside state updaters.
  const listRef = useRef<Notification[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const commit = useCallback((next: Notification[]) => {
    listRef.current = next;
    setVisible(next);
  }, []);

  const stopTimer = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      stopTimer(id);
      commit(listRef.current.filter((notification) => notification.id !== id));
    },
    [commit, stopTimer],
  );

  const startTimer = useCallback(
    (notification: Notification) => {
      stopTimer(notification.id);
      timers.current.set(notification.id, setTimeout(() => dismiss(notification.id), DISPLAY_MS[notification.severity]));
    },
    [dismiss, stopTimer],
  );

  useEffect(() => {
    const detach = attachRenderer((incoming) => {
      const current = listRef.current;
      const duplicate = current.find((item) => item.message === incoming.message && item.severity === incoming.severity);
      if (duplicate !== undefined) {
        startTimer(duplicate);
        return;
      }
      startTimer(incoming);
      const next = [...current, incoming];
      const overflow = next.length - MAX_VISIBLE;
      for (const dropped of next.slice(0, Math.max(0, overflow))) stopTimer(dropped.id);
      commit(overflow > 0 ? next.slice(overflow) : next);
    });
    const pending = timers.current;
    return () => {
      detach();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [commit, startTimer, stopTimer]);

  return (
    <>
      {children}
      <Snackbar open={visible.length > 0} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Stack spacing={1} sx={{ width: { xs: 'calc(100vw - 32px)', sm: 420 } }}>
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
        </Stack>
      </Snackbar>
    </>
  );
}
