import { beforeEach, expect, it } from 'vitest';
import { insertToken } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createTokenAccessRecorder } from './token-access.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Resolves after every pending microtask (and so every settled promise's callbacks) has run. */
function afterMicrotasks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describeEachDialect('token access recorder', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('an early flush (shutdown) writes the pending use and settles the promise handed to waitUntil', async () => {
    const handed: Array<Promise<unknown>> = [];
    // A flush delay no test waits for: only the explicit flush can write.
    const recorder = createTokenAccessRecorder({ db: getDb(), logger: silent, waitUntil: (promise) => handed.push(promise), flushDelayMs: 3_600_000 });
    const id = await insertToken(getDb(), { user_id: 1, key: 'accessrecorder', name: 'recorded', accessed_time: 100 });
    recorder.touch({ id, accessed_time: 100 }, 1_000);
    expect(handed).toHaveLength(1);
    let settled = false;
    void handed[0]!.then(() => {
      settled = true;
    });

    await recorder.flush();
    await afterMicrotasks();
    expect(settled).toBe(true);
    const row = await getDb().selectFrom('tokens').select('accessed_time').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.accessed_time)).toBe(1_000);
  });
});
