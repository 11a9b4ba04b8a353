/**
 * `@gateway/ui/notify`: the page's one notification queue (ADR 0021). The shell mounts
 * NotificationsProvider once (AppProviders does); components call useNotify(), non-React code
 * (the sdk error handler) calls notifyExternal. Pass `{ key }` naming the action so its next
 * result replaces the last one; an error goes when the visitor leaves its page (`{ page }` names
 * another page for an error that explains a navigation).
 */
import { notifyExternal } from './notification-channel.ts';
import type { Notify } from './notification-channel.ts';

export { NotificationsProvider } from './notifications-provider.tsx';
export { notifyExternal } from './notification-channel.ts';
export type { Notify, NotifyOptions, DismissOptions, NotificationSeverity } from './notification-channel.ts';
export { MAX_VISIBLE, pageOf } from './notification-queue.ts';

/** success/info/warning/error(message, { key, page }) and dismiss(key). Stable object: safe in effect dependencies. */
export function useNotify(): Notify {
  return notifyExternal;
}
