import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { deleteLogBatchBefore, MAX_LOG_DELETE_BATCH } from './log-retention.repository.ts';
import { insertLogs, listLogs } from './logs.repository.ts';

const rows = (createdAts: number[]) => createdAts.map((created_at) => ({ user_id: 1, created_at, type: 2, quota: created_at }));

describeEachDialect('log retention batches (ADR 0042)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('deletes at most one batch of the oldest rows before the cut-off per call, never a newer row', async () => {
    // ids out of time order too: a newer row between old ones must survive.
    await insertLogs(getDb(), rows([100, 101, 500, 102, 103, 104, 600, 105, 106]));
    expect(await deleteLogBatchBefore(getDb(), 200, 4)).toBe(4);
    const left = async () => (await getDb().selectFrom('logs').select('created_at').orderBy('id').execute()).map((row) => Number(row.created_at));
    expect(await left()).toEqual([500, 104, 600, 105, 106]);
    expect(await deleteLogBatchBefore(getDb(), 200, 4)).toBe(3);
    expect(await left()).toEqual([500, 600]);
    expect(await deleteLogBatchBefore(getDb(), 200, 4)).toBe(0);
    expect(await left()).toEqual([500, 600]);
  });

  it('a batch as large as what is left deletes it all; the cut-off is exclusive', async () => {
    await insertLogs(getDb(), rows([10, 20, 30]));
    expect(await deleteLogBatchBefore(getDb(), 30, 2)).toBe(2);
    expect((await listLogs(getDb(), {}, { offset: 0, limit: 10 })).items.map((row) => Number(row.created_at))).toEqual([30]);
  });

  it('refuses a batch size out of range or a non-integer cut-off', async () => {
    await expect(deleteLogBatchBefore(getDb(), 10, 0)).rejects.toThrow(RangeError);
    await expect(deleteLogBatchBefore(getDb(), 10, MAX_LOG_DELETE_BATCH + 1)).rejects.toThrow(RangeError);
    await expect(deleteLogBatchBefore(getDb(), 1.5, 10)).rejects.toThrow(RangeError);
  });
});
