/**
 * `@gateway/ui/notify`: toasts. The shell mounts NotificationsProvider once (AppProviders does);
 * components call useNotify(), non-React code (the sdk error handler) calls notifyExternal.
 */
import { notifyExternal } from './notification-channel.ts';
import type { Notify } from './notification-channel.ts';

export { NotificationsProvider } from './notifications-provider.tsx';
export { notifyExternal } from './notification-channel.ts';
export type { Notify, NotificationSeverity } from './notification-channel.ts';

/** success/info/warning/error(message). Stable object: safe in effect dependencies. */
export function useNotify(): Notify {
  return notifyExternal;
}
