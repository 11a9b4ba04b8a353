export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export type Notification = {
  id: number;
  severity: NotificationSeverity;
  message: string;
  /** The action this is the result of; a later result of the same action replaces it. */
  key?: string;
  /**
   * The page it belongs to (notification-queue.ts `pageOf`): an error goes when the visitor leaves
   * it. Set by the caller for a notice about the page a navigation leads to, else the page on screen.
   */
  page?: string;
};

/**
 * What the renderer receives: a notice to show; an action whose notice should go (only its error
 * when `onlyErrors`: a form that closed takes its complaint along, not its success); the page now
 * on screen.
 */
export type NotificationEvent =
  | { kind: 'show'; notification: Notification }
  | { kind: 'dismiss'; key: string; onlyErrors: boolean }
  | { kind: 'page'; page: string };

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
  /**
   * The page the notice is about when that is not the one on screen: an error that explains a
   * navigation ("signing out failed" on the way to '/login') names where it leads, so arriving
   * there does not take it away. A path, optionally with its `?tab=` (see `pageOf`).
   */
  page?: string;
};

export type DismissOptions = {
  /** Remove the action's notice only while it is an error (a closed form's summary, not its success). */
  onlyErrors?: boolean;
};

export function publish(severity: NotificationSeverity, message: string, options: NotifyOptions = {}): void {
  if (message === '') return;
  const current = channel();
  const notification: Notification = { id: current.nextId++, severity, message };
  if (options.key !== undefined) notification.key = options.key;
  if (options.page !== undefined) notification.page = options.page;
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
  dismiss: (key: string, options?: DismissOptions) => void;
};

/** Tells the queue which page is on screen; errors of the page left go (the console's router calls it). */
export function announcePage(page: string): void {
  send({ kind: 'page', page });
}

/**
 * Shows notifications from code outside React (the sdk's error handler, event handlers that
 * outlive their component). Messages sent before the provider mounts are shown when it does.
 */
export const notifyExternal: Notify = {
  success: (message, options) => publish('success', message, options),
  info: (message, options) => publish('info', message, options),
  warning: (message, options) => publish('warning', message, options),
  error: (message, options) => publish('error', message, options),
  dismiss: (key, options = {}) => send({ kind: 'dismiss', key, onlyErrors: options.onlyErrors === true }),
};
