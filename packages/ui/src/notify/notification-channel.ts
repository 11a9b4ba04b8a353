export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export type Notification = { id: number; severity: NotificationSeverity; message: string };

type Listener = (notification: Notification) => void;

type Channel = {
  nextId: number;
  listener: Listener | undefined;
  /** Messages sent before a provider mounted (e.g. a status load failing during start-up). */
  backlog: Notification[];
};

const BACKLOG_LIMIT = 10;

/**
 * One channel per page, kept on globalThis: a remote that ended up with its own copy of this
 * module (federation fallback) must still reach the toasts the shell renders.
 */
const channelKey = Symbol.for('@gateway/ui/notify#channel');

function channel(): Channel {
  const holder = globalThis as typeof globalThis & { [channelKey]?: Channel };
  holder[channelKey] ??= { nextId: 1, listener: undefined, backlog: [] };
  return holder[channelKey];
}

export function publish(severity: NotificationSeverity, message: string): void {
  if (message === '') return;
  const current = channel();
  const notification: Notification = { id: current.nextId++, severity, message };
  if (current.listener !== undefined) {
    current.listener(notification);
    return;
  }
  current.backlog.push(notification);
  if (current.backlog.length > BACKLOG_LIMIT) current.backlog.shift();
}

/** Attaches the (single) renderer; replays what was sent before it existed. */
export function attachRenderer(listener: Listener): () => void {
  const current = channel();
  current.listener = listener;
  const pending = current.backlog.splice(0);
  for (const notification of pending) listener(notification);
  return () => {
    if (current.listener === listener) current.listener = undefined;
  };
}

export type Notify = {
  success: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
  error: (message: string) => void;
};

/**
 * Shows notifications from code outside React (the sdk's error handler, event handlers that
 * outlive their component). Messages sent before the provider mounts are shown when it does.
 */
export const notifyExternal: Notify = {
  success: (message) => publish('success', message),
  info: (message) => publish('info', message),
  warning: (message) => publish('warning', message),
  error: (message) => publish('error', message),
};
