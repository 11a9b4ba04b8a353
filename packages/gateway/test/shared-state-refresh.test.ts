import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createOptionStore } from '../src/services/option-store.ts';
import { createRoutingIndex } from '../src/services/routing/routing-index.ts';
import { addChannel } from './relay-support.ts';

/** Waits until background work started by a lookup has settled (a few event-loop turns). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describeEachDialect('shared state written by another instance reaches this one (options, routing)', (getDb) => {
  let now: number;
  const refresh = { now: () => now, refreshMs: 10_000 };

  beforeEach(async () => {
    await clearAllTables(getDb());
    now = 1_000_000;
  });

  it('routing: a channel disabled elsewhere stops being picked after the refresh interval; lookups never wait for the rebuild', async () => {
    const id = await addChannel(getDb(), { base_url: 'http://127.0.0.1:9' });
    const index = createRoutingIndex(getDb(), () => 0, refresh);
    expect((await index.pick('default', 'gpt-4o-mini', new Set()))?.id).toBe(id);
    // Another instance disables it: nothing tells this one.
    await getDb().updateTable('channels').set({ status: 2 }).where('id', '=', id).execute();
    now += 9_000;
    expect((await index.pick('default', 'gpt-4o-mini', new Set()))?.id).toBe(id);
    now += 2_000;
    // Past the interval: this lookup still answers from the old snapshot and starts the rebuild.
    expect((await index.pick('default', 'gpt-4o-mini', new Set()))?.id).toBe(id);
    await settle();
    expect(await index.pick('default', 'gpt-4o-mini', new Set())).toBeUndefined();
  });

  it('options: a value changed elsewhere arrives after the refresh interval; a local write is never overwritten by an older read', async () => {
    const store = createOptionStore(getDb(), refresh);
    await store.ready();
    expect(store.getNumber('RetryTimes')).toBe(0);
    await upsertOptions(getDb(), { RetryTimes: '3' });
    now += 11_000;
    await store.ready();
    await settle();
    expect(store.getNumber('RetryTimes')).toBe(3);

    // A local write lands while a background read is in flight: the read's older table must not win.
    await upsertOptions(getDb(), { RetryTimes: '4' });
    now += 11_000;
    const pending = store.ready();
    store.set('RetryTimes', '5');
    await pending;
    await settle();
    expect(store.getNumber('RetryTimes')).toBe(5);
  });
});
