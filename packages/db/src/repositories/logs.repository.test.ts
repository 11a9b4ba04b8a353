import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { insertLog, insertLogs, listLogs } from './logs.repository.ts';
import type { NewLogEntry } from './logs.repository.ts';

const page = { offset: 0, limit: 100 };

function consume(overrides: Partial<NewLogEntry>): NewLogEntry {
  return {
    user_id: 1,
    created_at: 1_700_000_000,
    type: 2,
    username: 'alice',
    token_name: 't1',
    model_name: 'gpt-4o',
    group: 'default',
    channel_id: 1,
    ...overrides,
  };
}

describeEachDialect('logs repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('writes one row with defaults and returns its id', async () => {
    const id = await insertLog(getDb(), { user_id: 7, created_at: 1_700_000_123, type: 4, content: 'welcome bonus' });
    const { items } = await listLogs(getDb(), {}, page);
    expect(items).toEqual([
      expect.objectContaining({
        id,
        user_id: 7,
        created_at: 1_700_000_123,
        type: 4,
        content: 'welcome bonus',
        quota: 0,
        is_stream: 0,
        channel_id: 0,
        token_id: 0,
        group: '',
        other: '',
      }),
    ]);
  });

  it('batch-writes rows with different optional columns, across several statements', async () => {
    const rows = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0 ? consume({ quota: index, is_stream: true }) : { user_id: 2, created_at: 1_700_000_000 + index, type: 1 },
    );
    await insertLogs(getDb(), rows);
    const all = await listLogs(getDb(), {}, page);
    expect(all.total).toBe(40);
    const streamed = all.items.filter((row) => row.is_stream === 1);
    expect(streamed).toHaveLength(20);
    const quotaSum = all.items.reduce((sum, row) => sum + row.quota, 0);
    expect(quotaSum).toBe(Array.from({ length: 20 }, (_, index) => index * 2).reduce((a, b) => a + b, 0));
  });

  it('validates the whole batch before writing any row', async () => {
    await expect(insertLogs(getDb(), [consume({}), consume({ created_at: Number.NaN })])).rejects.toThrow(RangeError);
    expect((await listLogs(getDb(), {}, page)).total).toBe(0);
  });

  it('filters by each usage-log filter field and pages newest first', async () => {
    await insertLogs(getDb(), [
      consume({ created_at: 100 }),
      consume({ created_at: 200, username: 'bob', user_id: 2, token_name: 't2' }),
      consume({ created_at: 300, model_name: 'claude-3', channel_id: 5 }),
      consume({ created_at: 400, type: 5, group: 'vip' }),
      consume({ created_at: 500, type: 1 }),
    ]);
    const count = async (filters: Parameters<typeof listLogs>[1]) => (await listLogs(getDb(), filters, page)).total;
    expect(await count({})).toBe(5);
    expect(await count({ type: 0 })).toBe(5);
    expect(await count({ type: 2 })).toBe(3);
    expect(await count({ userId: 2 })).toBe(1);
    expect(await count({ username: 'bob' })).toBe(1);
    expect(await count({ username: '' })).toBe(5);
    expect(await count({ tokenName: 't2' })).toBe(1);
    expect(await count({ modelName: 'claude-3' })).toBe(1);
    expect(await count({ channelId: 5 })).toBe(1);
    expect(await count({ group: 'vip' })).toBe(1);
    expect(await count({ startTimestamp: 200, endTimestamp: 400 })).toBe(3);
    expect(await count({ startTimestamp: 200, endTimestamp: 400, type: 2 })).toBe(2);

    const second = await listLogs(getDb(), {}, { offset: 1, limit: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((row) => row.created_at)).toEqual([400, 300]);
  });
});
