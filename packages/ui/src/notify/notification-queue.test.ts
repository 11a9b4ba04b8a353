import { describe, expect, it } from 'vitest';
import type { Notification, NotificationSeverity } from './notification-channel.ts';
import { MAX_VISIBLE, enqueueNotice, isSticky, removeNotice, removeNoticeByKey } from './notification-queue.ts';

let nextId = 1;
function notice(severity: NotificationSeverity, message: string, key?: string): Notification {
  return key === undefined ? { id: nextId++, severity, message } : { id: nextId++, severity, message, key };
}

function enqueueAll(notices: Notification[]): Notification[] {
  return notices.reduce<Notification[]>((visible, incoming) => enqueueNotice(visible, incoming), []);
}

const texts = (visible: Notification[]) => visible.map((item) => item.message);

describe('notification queue rules (issue 10 item 2)', () => {
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
});
