import { useCallback, useEffect, useRef, useState } from 'react';
import { attachRenderer } from './notification-channel.ts';
import type { Notification } from './notification-channel.ts';
import { DISPLAY_MS, enqueueNotice, enterPage, removeNotice, removeNoticeByKey } from './notification-queue.ts';

/**
 * The visible notices and their timers: listens to the page's channel, applies the queue rules
 * and hides each transient notice after its time. A replaced notice gets a new id, so its
 * successor's timer starts afresh. A notice belongs to the page on screen when it arrives unless
 * its caller named another; leaving a page takes that page's errors away.
 */
export function useNoticeQueue(): { visible: Notification[]; dismiss: (id: number) => void } {
  const [visible, setVisible] = useState<Notification[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const page = useRef<string | undefined>(undefined);

  const dismiss = useCallback((id: number) => setVisible((current) => removeNotice(current, id)), []);

  useEffect(
    () =>
      attachRenderer((event) => {
        if (event.kind === 'show') {
          const here = page.current;
          const notification = event.notification.page === undefined && here !== undefined ? { ...event.notification, page: here } : event.notification;
          setVisible((current) => enqueueNotice(current, notification));
        } else if (event.kind === 'dismiss') {
          setVisible((current) => removeNoticeByKey(current, event.key, event.onlyErrors));
        } else if (event.page !== page.current) {
          page.current = event.page;
          setVisible((current) => enterPage(current, event.page));
        }
      }),
    [],
  );

  // Timers follow the list: one per visible transient notice, cleared when its notice leaves.
  useEffect(() => {
    const running = timers.current;
    const ids = new Set(visible.map((notification) => notification.id));
    for (const [id, timer] of running) {
      if (ids.has(id)) continue;
      clearTimeout(timer);
      running.delete(id);
    }
    for (const notification of visible) {
      const duration = DISPLAY_MS[notification.severity];
      if (duration === undefined || running.has(notification.id)) continue;
      running.set(
        notification.id,
        setTimeout(() => dismiss(notification.id), duration),
      );
    }
  }, [visible, dismiss]);

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
    };
  }, []);

  return { visible, dismiss };
}
