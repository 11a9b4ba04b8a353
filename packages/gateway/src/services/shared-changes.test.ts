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
    userCache: { get: async () => undefined, clear: () => calls.push('users') },
    routing: { invalidate: () => calls.push('channels') } as unknown as SharedState['routing'],
    options: { set: (key: string) => calls.push(`set ${key}`), reload: async () => void calls.push('reload') } as unknown as SharedState['options'],
  };
}

describe('changes shared across a fleet (issue 17)', () => {
  it('every local invalidation applies here, is announced once, and is applied by the other instance', async () => {
    const { feedFor, published } = bus();
    const here: string[] = [];
    const there: string[] = [];
    const local = shareChanges(recordingState(here), feedFor(1), () => {});
    shareChanges(recordingState(there), feedFor(2), () => {});
    local.tokenCache.invalidate('abc');
    local.userCache.clear();
    local.routing.invalidate();
    local.options.set('RetryTimes', '3');
    await Promise.resolve();
    expect(here).toEqual(['token abc', 'users', 'channels', 'set RetryTimes']);
    expect(there).toEqual(['token abc', 'users', 'channels', 'reload']);
    expect(published).toEqual([{ kind: 'token', key: 'abc' }, { kind: 'users' }, { kind: 'channels' }, { kind: 'options' }]);
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
    for (const bad of [null, 'options', { kind: 'token' }, { kind: 'token', key: '' }, { kind: 'drop tables' }, []]) expect(parseSharedChange(bad)).toBeNull();
  });
});
