import { beforeAll, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { LOG_COUNT_LOOKAHEAD } from './log-page-window.ts';
import { insertLogs, listLogs, listLogsWithChannelName } from './logs.repository.ts';

const TOTAL = LOG_COUNT_LOOKAHEAD + 250;
const NOW = 1_800_000_000;

describeEachDialect('usage-log pages: keyset seek and the counted window (ADR 0042)', (getDb) => {
  beforeAll(async () => {
    await clearAllTables(getDb());
    const rows = Array.from({ length: TOTAL }, (_, index) => ({
      user_id: 1 + (index % 2),
      created_at: NOW - TOTAL + index,
      type: 2,
      model_name: index % 2 ? 'a' : 'b',
    }));
    for (let start = 0; start < rows.length; start += 200) await insertLogs(getDb(), rows.slice(start, start + 200));
  });

  it('a before_id page equals the offset page it stands for', async () => {
    const first = await listLogs(getDb(), {}, { offset: 0, limit: 20 });
    const second = await listLogs(getDb(), {}, { offset: 20, limit: 20 });
    const seek = await listLogs(getDb(), {}, { offset: 20, limit: 20, beforeId: first.items.at(-1)!.id });
    expect(seek.items.map((row) => row.id)).toEqual(second.items.map((row) => row.id));
    const named = await listLogsWithChannelName(getDb(), { userId: 2 }, { offset: 10, limit: 10, beforeId: first.items.at(-1)!.id });
    expect(named.items.every((row) => Number(row.user_id) === 2 && row.id < first.items.at(-1)!.id && row.channel_name === '')).toBe(true);
  });

  it('the total is exact below the lookahead and a capped lower bound above it', async () => {
    const user = await listLogs(getDb(), { userId: 1, modelName: 'b' }, { offset: 0, limit: 10 });
    expect(user).toMatchObject({ total: Math.ceil(TOTAL / 2), totalCapped: false });
    const all = await listLogs(getDb(), {}, { offset: 0, limit: 10 });
    expect(all).toMatchObject({ total: LOG_COUNT_LOOKAHEAD, totalCapped: true });
    // Deeper pages count further: the page's offset plus the lookahead, exact once the end is in reach.
    const deep = await listLogs(getDb(), {}, { offset: 300, limit: 10 });
    expect(deep).toMatchObject({ total: TOTAL, totalCapped: false });
    const seek = await listLogs(getDb(), {}, { offset: 10, limit: 10, beforeId: (await listLogs(getDb(), {}, { offset: 0, limit: 10 })).items.at(-1)!.id });
    expect(seek).toMatchObject({ total: 10 + LOG_COUNT_LOOKAHEAD, totalCapped: true });
  });

  it('a recent range (listed by walking ids) and an old range (seeking the time index) give the same rows as the plain filter', async () => {
    for (const [start, end] of [
      [NOW - 100, NOW],
      [NOW - TOTAL, NOW - TOTAL + 50],
    ] as const) {
      const walked = await listLogs(getDb(), { startTimestamp: start, endTimestamp: end }, { offset: 0, limit: 30, nowSeconds: NOW });
      const plain = await listLogs(getDb(), { startTimestamp: start, endTimestamp: end }, { offset: 0, limit: 30 });
      expect(walked.items.map((row) => row.id)).toEqual(plain.items.map((row) => row.id));
      expect(walked.items.every((row) => Number(row.created_at) >= start && Number(row.created_at) <= end)).toBe(true);
      expect(walked.items.length).toBeGreaterThan(0);
    }
  });

  it('refuses a before_id that is not a positive integer', async () => {
    await expect(listLogs(getDb(), {}, { offset: 0, limit: 10, beforeId: 0 })).rejects.toThrow(RangeError);
  });
});
