export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export type Notification = {
  id: number;
  severity: NotificationSeverity;
  message: string;
  /** The action this is the result of; a later result of the same action replaces it. */
  key?: string;
};

/** What the renderer receives: a notice to show, or an action whose notice should go. */
export type NotificationEvent = { kind: 'show'; notification: Notification } | { kind: 'dismiss'; key: string };

type Listener = (event: NotificationEvent) => void;

type Channel = {
  nextId: number;
  listener: Listener | undefined;
  /** Events sent before a provider mounted (e.g. a status load failing during start-up). */
  backlog: NotificationEvent[];
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

function send(event: NotificationEvent): void {
  const current = channel();
  if (current.listener !== undefined) {
    current.listener(event);
    return;
  }
  current.backlog.push(event);
  if (current.backlog.length > BACKLOG_LIMIT) current.backlog.shift();
}

export type NotifyOptions = {
  /**
   * Names the action ('tokens.save', 'channel.7.status'): the next result of the same action
   * replaces this notice instead of stacking beside it.
   */
  key?: string;
};

export function publish(severity: NotificationSeverity, message: string, options: NotifyOptions = {}): void {
  if (message === '') return;
  const current = channel();
  const notification: Notification = { id: current.nextId++, severity, message };
  if (options.key !== undefined) notification.key = options.key;
  send({ kind: 'show', notification });
}

/** Attaches the (single) renderer; replays what was sent before it existed. */
export function attachRenderer(listener: Listener): () => void {
  const current = channel();
  current.listener = listener;
  const pending = current.backlog.splice(0);
  for (const event of pending) listener(event);
  return () => {
    if (current.listener === listener) current.listener = undefined;
  };
}

export type Notify = {
  success: (message: string, options?: NotifyOptions) => void;
  info: (message: string, options?: NotifyOptions) => void;
  warning: (message: string, options?: NotifyOptions) => void;
  error: (message: string, options?: NotifyOptions) => void;
  /** Takes the notice of an action away (e.g. a form's summary once it is fixed). */
  dismiss: (key: string) => void;
};

/**
 * Shows notifications from code outside React (the sdk's error handler, event handlers that
 * outlive their component). Messages sent before the provider mounts are shown when it does.
 */
export const notifyExternal: Notify = {
  success: (message, options) => publish('success', message, options),
  info: (message, options) => publish('info', message, options),
  warning: (message, options) => publish('warning', message, options),
  error: (message, options) => publish('error', message, options),
  dismiss: (key) => send({ kind: 'dismiss', key }),
};
