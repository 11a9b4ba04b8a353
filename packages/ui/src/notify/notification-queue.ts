/**
 * The rules of the page's one notification queue, as pure functions over the visible list
 * (ADR 0021). The provider only renders the list and runs the auto-hide timers.
 */
import type { Notification, NotificationSeverity } from './notification-channel.ts';

/** More than this and older notices give way: a burst of results must not cover the page. */
export const MAX_VISIBLE = 3;

/**
 * How long a notice stays; `undefined` stays until it is dismissed, replaced by its action's next
 * result, or its page is left (errors must be read, but never outlive what they are about).
 */
export const DISPLAY_MS: Record<NotificationSeverity, number | undefined> = { success: 4000, info: 5000, warning: 6000, error: undefined };

export function isSticky(severity: NotificationSeverity): boolean {
  return DISPLAY_MS[severity] === undefined;
}

/** The identity a notice is de-duplicated by: its action key, or else its severity and text. */
export function noticeKey(notification: Pick<Notification, 'key' | 'severity' | 'message'>): string {
  return notification.key ?? `${notification.severity}:${notification.message}`;
}

function sameNotice(a: Notification, b: Notification): boolean {
  return noticeKey(a) === noticeKey(b) || (a.severity === b.severity && a.message === b.message);
}

/** The notice that gives way when the list is full: the oldest that would hide anyway, else the oldest. */
function evictionIndex(visible: readonly Notification[], keepId: number): number {
  const candidates = visible.filter((notification) => notification.id !== keepId);
  const transient = candidates.filter((notification) => !isSticky(notification.severity));
  const pool = transient.length > 0 ? transient : candidates;
  const oldest = pool.reduce((first, notification) => (notification.id < first.id ? notification : first));
  return visible.indexOf(oldest);
}

/**
 * Adds a notice. A notice of the same action (key) or with the same text replaces the earlier one
 * in its place (the newer result wins, its timer starts again); past MAX_VISIBLE the oldest
 * transient notice goes first, so errors are only pushed out by a flood of other errors.
 */
export function enqueueNotice(visible: readonly Notification[], incoming: Notification, max = MAX_VISIBLE): Notification[] {
  const firstMatch = visible.findIndex((notification) => sameNotice(notification, incoming));
  const next = visible.filter((notification) => !sameNotice(notification, incoming));
  if (firstMatch === -1) next.push(incoming);
  else next.splice(firstMatch, 0, incoming);
  while (next.length > max) next.splice(evictionIndex(next, incoming.id), 1);
  return next;
}

/** Removes a notice by id (closed or timed out). */
export function removeNotice(visible: readonly Notification[], id: number): Notification[] {
  return visible.filter((notification) => notification.id !== id);
}

/**
 * Removes the notice of an action, e.g. a form's summary once the form is valid again; with
 * `onlyErrors`, only while it is an error (a form that closed after its success keeps the success).
 */
export function removeNoticeByKey(visible: readonly Notification[], key: string, onlyErrors = false): Notification[] {
  return visible.filter((notification) => notification.key !== key || (onlyErrors && notification.severity !== 'error'));
}

/**
 * The page a location stands for: its path, and its `?tab=` where a tab bar keeps the tab in the
 * address (the settings tabs): a tab is a page of its own to the person using it.
 * Other query parameters (filters, paging) stay on the same page.
 */
export function pageOf(pathname: string, search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return tab === null || tab === '' ? pathname : `${pathname}?tab=${tab}`;
}

/**
 * The visitor is on `page` now: errors that belong to another page go (they would speak of what
 * is no longer on screen), the rest stay until their time is up. Notices shown before any page was
 * known belong to this one.
 */
export function enterPage(visible: readonly Notification[], page: string): Notification[] {
  return visible
    .filter((notification) => !isSticky(notification.severity) || notification.page === undefined || notification.page === page)
    .map((notification) => (notification.page === undefined ? { ...notification, page } : notification));
}
