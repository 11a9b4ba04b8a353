import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { runAtomically } from './query-helpers.ts';
import { aggregateQuotaData } from './quota-data.repository.ts';
import { modelIncrements, rebuildQuotaDataModels } from './quota-data-models.repository.ts';
import { applyUsageBatch, type UsageBatch } from './usage-batch.repository.ts';
import { addQuotaData, type QuotaDataIncrement } from './usage-counters.repository.ts';

/** ADR 0046: quota_data_models is always the cross-user sum of quota_data per (hour, model). */
const H = 3600;

function batchOf(buckets: QuotaDataIncrement[]): UsageBatch {
  return { rows: [], users: new Map(), tokens: new Map(), channels: new Map(), buckets };
}

const bucket = (user: number, model: string, hour: number, count: number): QuotaDataIncrement => ({
  user_id: user,
  username: `user${user}`,
  model_name: model,
  created_at: hour * H,
  count,
  quota: count * 7 + user,
  token_used: count * 11 + hour,
});

describeEachDialect('quota_data_models: the cross-user dashboard rollup (ADR 0046)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  /** quota_data summed per (hour, model), as the rollup must hold it. */
  async function perUserSums() {
    const { rows } = await sql<{
      created_at: string | number;
      model_name: string;
      count: string | number;
      quota: string | number;
      token_used: string | number;
    }>`
      select created_at, model_name, sum(count) as count, sum(quota) as quota, sum(token_used) as token_used
      from quota_data group by created_at, model_name order by created_at, model_name`.execute(getDb());
    return rows.map((row) => [Number(row.created_at), row.model_name, Number(row.count), Number(row.quota), Number(row.token_used)]);
  }

  async function rollupRows() {
    const rows = await getDb().selectFrom('quota_data_models').selectAll().orderBy('created_at').orderBy('model_name').execute();
    return rows.map((row) => [Number(row.created_at), row.model_name, Number(row.count), Number(row.quota), Number(row.token_used)]);
  }

  it('after mixed batches (direct, inside a transaction, single increments) equals the sum of the per-user rows', async () => {
    await applyUsageBatch(getDb(), batchOf([bucket(1, 'a', 10, 2), bucket(2, 'a', 10, 3), bucket(1, 'b', 10, 1), bucket(3, 'a', 11, 4)]));
    // Inside a transaction: the Kysely path on SQLite too (the fast path only runs outside one).
    await runAtomically(getDb(), (transaction) => applyUsageBatch(transaction, batchOf([bucket(3, 'a', 10, 5), bucket(2, 'b', 11, 1), bucket(2, 'a', 10, 1)])));
    await addQuotaData(getDb(), bucket(4, 'b', 10, 6));
    await applyUsageBatch(getDb(), batchOf([bucket(1, 'a', 11, 2), bucket(5, 'c', 12, 9)]));
    const expected = await perUserSums();
    expect(expected).toHaveLength(5);
    expect(await rollupRows()).toEqual(expected);
    expect(await rollupRows()).toContainEqual([10 * H, 'a', 11, 11 * 7 + 1 + 2 + 3 + 2, 11 * 11 + 4 * 10]);
  });

  it('the all-users dashboard (the rollup) equals the per-user dashboard summed over users', async () => {
    await applyUsageBatch(getDb(), batchOf([bucket(1, 'a', 10, 2), bucket(2, 'a', 10, 3), bucket(1, 'b', 34, 1), bucket(3, 'a', 35, 4)]));
    for (const granularity of ['hour', 'day', 'week'] as const) {
      const range = { startTimestamp: 0, endTimestamp: 100 * H, granularity };
      const all = await aggregateQuotaData(getDb(), { ...range, perUser: false });
      const perUser = await aggregateQuotaData(getDb(), { ...range, perUser: true });
      const summed = new Map<string, [number, number, number]>();
      for (const row of perUser) {
        const sum = summed.get(`${row.created_at}:${row.model_name}`) ?? [0, 0, 0];
        summed.set(`${row.created_at}:${row.model_name}`, [sum[0] + row.count, sum[1] + row.quota, sum[2] + row.token_used]);
      }
      expect(new Map(all.map((row) => [`${row.created_at}:${row.model_name}`, [row.count, row.quota, row.token_used]]))).toEqual(summed);
      expect(all.every((row) => row.user_id === 0 && row.username === '')).toBe(true);
    }
  });

  it('a refused batch adds nothing to either table', async () => {
    await expect(applyUsageBatch(getDb(), batchOf([bucket(1, 'a', 10, 2), { ...bucket(2, 'a', 10, 1), quota: 0.5 }]))).rejects.toThrow(RangeError);
    expect(await rollupRows()).toEqual([]);
  });

  it('rebuildQuotaDataModels (after an import) recomputes the rollup from quota_data', async () => {
    await getDb()
      .insertInto('quota_data')
      .values([bucket(1, 'a', 10, 2), bucket(2, 'a', 10, 3), bucket(2, 'b', 12, 1)])
      .execute();
    await getDb()
      .insertInto('quota_data_models')
      .values({ created_at: 99 * H, model_name: 'stale', count: 1 })
      .execute();
    await rebuildQuotaDataModels(getDb());
    expect(await rollupRows()).toEqual(await perUserSums());
  });
});

describe('modelIncrements', () => {
  it('sums per (hour, model) and sorts by hour then model, so concurrent batches lock rows in one order', () => {
    expect(modelIncrements([bucket(1, 'b', 2, 1), bucket(2, 'a', 2, 2), bucket(3, 'b', 1, 3), bucket(4, 'b', 2, 4)])).toEqual([
      { created_at: 1 * H, model_name: 'b', count: 3, quota: 24, token_used: 34 },
      { created_at: 2 * H, model_name: 'a', count: 2, quota: 16, token_used: 24 },
      { created_at: 2 * H, model_name: 'b', count: 5, quota: 7 + 1 + 28 + 4, token_used: 13 + 46 },
    ]);
  });
});
