import { describe, expect, it } from 'vitest';
import { parseSharedChange, type ChangeFeed, type SharedChange } from '../platform/change-feed.ts';
import { shareChanges, type SharedState } from './shared-changes.ts';

/** Two instances joined by an in-memory bus that, like Redis pub/sub, never echoes a publisher's own notice. */
function bus() {
  const listeners: Array<{ owner: number; listener: (change: SharedChange) => void }> = [];
  const published: SharedChange[] = [];
  const feedFor = (owner: number): ChangeFeed => ({
    publish(change) {
      published.push(change);
      for (const entry of listeners) if (entry.owner !== owner) entry.listener(parseSharedChange(JSON.parse(JSON.stringify(change)))!);
    },
    subscribe(listener) {
      listeners.push({ owner, listener });
    },
  });
  return { feedFor, published };
}

function recordingState(calls: string[]): SharedState {
  return {
    tokenCache: { get: async () => undefined, invalidate: (key) => calls.push(`token ${key}`) },
    userCache: { get: async () => undefined, forget: (id) => calls.push(`user ${id}`) },
    routing: { invalidate: () => calls.push('channels') } as unknown as SharedState['routing'],
    options: { set: (key: string) => calls.push(`set ${key}`), reload: async () => void calls.push('reload') } as unknown as SharedState['options'],
  };
}

describe('changes shared across a fleet', () => {
  it('every local invalidation applies here, is announced once, and is applied by the other instance', async () => {
    const { feedFor, published } = bus();
    const here: string[] = [];
    const there: string[] = [];
    const local = shareChanges(recordingState(here), feedFor(1), () => {});
    shareChanges(recordingState(there), feedFor(2), () => {});
    local.tokenCache.invalidate('abc');
    local.userCache.forget(7);
    local.routing.invalidate();
    local.options.set('RetryTimes', '3');
    await Promise.resolve();
    expect(here).toEqual(['token abc', 'user 7', 'channels', 'set RetryTimes']);
    expect(there).toEqual(['token abc', 'user 7', 'channels', 'reload']);
    expect(published).toEqual([{ kind: 'token', key: 'abc' }, { kind: 'user', id: 7 }, { kind: 'channels' }, { kind: 'options' }]);
  });

  it('applying a remote change announces nothing (no echo storms), and no feed means the state is untouched', () => {
    const { feedFor, published } = bus();
    const there: string[] = [];
    shareChanges(recordingState(there), feedFor(2), () => {});
    feedFor(1).publish({ kind: 'channels' });
    expect(there).toEqual(['channels']);
    expect(published).toHaveLength(1);
    const state = recordingState([]);
    expect(shareChanges(state, undefined, () => {})).toBe(state);
  });

  it('reads only well-formed notices off the wire', () => {
    expect(parseSharedChange({ kind: 'token', key: 'k' })).toEqual({ kind: 'token', key: 'k' });
    expect(parseSharedChange({ kind: 'options', extra: 1 })).toEqual({ kind: 'options' });
    expect(parseSharedChange({ kind: 'user', id: 12 })).toEqual({ kind: 'user', id: 12 });
    const malformed = [
      null,
      'options',
      { kind: 'token' },
      { kind: 'token', key: '' },
      { kind: 'user' },
      { kind: 'user', id: '12' },
      { kind: 'user', id: 0 },
      { kind: 'user', id: 1.5 },
      { kind: 'drop tables' },
      [],
    ];
    for (const bad of malformed) expect(parseSharedChange(bad)).toBeNull();
  });
});
