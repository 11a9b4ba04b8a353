/**
 * `@gateway/ui/notify`: the page's one notification queue (ADR 0021). The shell mounts
 * NotificationsProvider once (AppProviders does); components call useNotify(), non-React code
 * (the sdk error handler) calls notifyExternal. Pass `{ key }` naming the action so its next
 * result replaces the last one.
 */
import { notifyExternal } from './notification-channel.ts';
import type { Notify } from './notification-channel.ts';

export { NotificationsProvider } from './notifications-provider.tsx';
export { notifyExternal } from './notification-channel.ts';
export type { Notify, NotifyOptions, NotificationSeverity } from './notification-channel.ts';
export { MAX_VISIBLE } from './notification-queue.ts';

/** success/info/warning/error(message, { key }) and dismiss(key). Stable object: safe in effect dependencies. */
export function useNotify(): Notify {
  return notifyExternal;
}
