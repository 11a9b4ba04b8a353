import { describe, expect, it } from 'vitest';
import type { Notification, NotificationSeverity } from './notification-channel.ts';
import { MAX_VISIBLE, enqueueNotice, enterPage, isSticky, pageOf, removeNotice, removeNoticeByKey } from './notification-queue.ts';

let nextId = 1;
function notice(severity: NotificationSeverity, message: string, key?: string, page?: string): Notification {
  const made: Notification = { id: nextId++, severity, message };
  if (key !== undefined) made.key = key;
  if (page !== undefined) made.page = page;
  return made;
}

function enqueueAll(notices: Notification[]): Notification[] {
  return notices.reduce<Notification[]>((visible, incoming) => enqueueNotice(visible, incoming), []);
}

const texts = (visible: Notification[]) => visible.map((item) => item.message);

describe('notification queue rules', () => {
  it('shows at most three notices', () => {
    const visible = enqueueAll(['one', 'two', 'three', 'four', 'five'].map((text) => notice('info', text)));
    expect(MAX_VISIBLE).toBe(3);
    expect(texts(visible)).toEqual(['three', 'four', 'five']);
  });

  it('shows the same text once: a repeat replaces the earlier copy in its place', () => {
    const first = notice('error', 'Network error');
    const visible = enqueueAll([first, notice('success', 'Saved'), notice('error', 'Network error')]);
    expect(texts(visible)).toEqual(['Network error', 'Saved']);
    expect(visible[0]!.id).not.toBe(first.id);
  });

  it('replaces the earlier result of the same action, whatever its severity', () => {
    const visible = enqueueAll([
      notice('error', 'Model mapping must be valid JSON!', 'channel.save'),
      notice('info', 'Tests started'),
      notice('success', 'Created 1 channel', 'channel.save'),
    ]);
    expect(visible.map((item) => [item.severity, item.message])).toEqual([
      ['success', 'Created 1 channel'],
      ['info', 'Tests started'],
    ]);
  });

  it('keeps different actions with the same kind of result apart', () => {
    const visible = enqueueAll([notice('success', 'Channel "a" enabled', 'channel.1.status'), notice('success', 'Channel "b" enabled', 'channel.2.status')]);
    expect(visible).toHaveLength(2);
  });

  it('pushes out transient notices before errors when full', () => {
    const visible = enqueueAll([notice('error', 'e1'), notice('success', 's1'), notice('error', 'e2'), notice('success', 's2'), notice('info', 'i1')]);
    expect(texts(visible)).toEqual(['e1', 'e2', 'i1']);
  });

  it('lets a fourth error push out the oldest error', () => {
    const visible = enqueueAll(['e1', 'e2', 'e3', 'e4'].map((text) => notice('error', text)));
    expect(texts(visible)).toEqual(['e2', 'e3', 'e4']);
  });

  it('never pushes out the notice just added, even as the only transient one among errors', () => {
    const visible = enqueueAll([notice('error', 'e1'), notice('error', 'e2'), notice('error', 'e3'), notice('success', 'saved')]);
    expect(texts(visible)).toEqual(['e2', 'e3', 'saved']);
  });

  it('errors stay until dismissed; the rest hide by themselves', () => {
    expect((['success', 'info', 'warning', 'error'] as const).map(isSticky)).toEqual([false, false, false, true]);
  });

  it('removes by id and by action key', () => {
    const keyed = notice('error', 'Fix 1 field', 'form.token');
    const other = notice('success', 'Saved');
    expect(texts(removeNoticeByKey([keyed, other], 'form.token'))).toEqual(['Saved']);
    expect(texts(removeNotice([keyed, other], other.id))).toEqual(['Fix 1 field']);
  });

  it('removes only an error of an action when asked to (a closed form keeps its success)', () => {
    const summary = notice('error', 'Please fix 1 field', 'form.token');
    const saved = notice('success', 'Token created', 'form.token');
    expect(texts(removeNoticeByKey([summary], 'form.token', true))).toEqual([]);
    expect(texts(removeNoticeByKey([saved], 'form.token', true))).toEqual(['Token created']);
  });
});

describe('notices follow the page', () => {
  it('a page is its path and its ?tab=, not its filters or paging', () => {
    expect(pageOf('/setting', '?tab=system&ratio=visual')).toBe('/setting?tab=system');
    expect(pageOf('/setting', '')).toBe('/setting');
    expect(pageOf('/log', 'p=2&type=2')).toBe('/log');
    expect(pageOf('/log', '?tab=')).toBe('/log');
  });

  it('leaving a page takes its errors away; transient notices stay until their time is up', () => {
    const visible = [
      notice('error', 'Please fix 1 field: Top-up group ratio …', 'settings.save.system-payment', '/setting?tab=system'),
      notice('success', 'Update succeeded', 'settings.save.system-general', '/setting?tab=system'),
      notice('warning', 'Nothing changed', undefined, '/setting?tab=system'),
    ];
    expect(texts(enterPage(visible, '/setting?tab=system'))).toEqual(['Please fix 1 field: Top-up group ratio …', 'Update succeeded', 'Nothing changed']);
    expect(texts(enterPage(visible, '/user'))).toEqual(['Update succeeded', 'Nothing changed']);
  });

  it('an error addressed to the page a navigation leads to stays there, and goes when that page is left', () => {
    const signOutFailed = notice('error', 'Signing out failed', undefined, '/login');
    expect(texts(enterPage([signOutFailed], '/login'))).toEqual(['Signing out failed']);
    expect(texts(enterPage([signOutFailed], '/register'))).toEqual([]);
  });

  it('notices shown before any page was known belong to the first page', () => {
    const early = notice('error', 'Unable to connect to server');
    const adopted = enterPage([early], '/login');
    expect(adopted.map((item) => item.page)).toEqual(['/login']);
    expect(texts(enterPage(adopted, '/token'))).toEqual([]);
  });
});
