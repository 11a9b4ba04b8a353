import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { consumeActivity, deleteLogsBefore, insertLogs, sumConsumeQuota } from './logs.repository.ts';
import { addChannelUsedQuota, addQuotaData, addTokenUsedQuota, addUserUsage, listQuotaData } from './usage-counters.repository.ts';
import { insertUser } from './users.repository.ts';
import { insertToken } from './tokens.repository.ts';
import { insertChannel } from './channels.repository.ts';

describeEachDialect('usage counters and log aggregates', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('adds used quota and requests to user, token and channel; rejects fractions', async () => {
    const userId = await insertUser(getDb(), { username: 'u', password: 'x' });
    const tokenId = await insertToken(getDb(), { user_id: userId, key: 'usage-counter-key-0123456789abcdefgh', name: 't' });
    const channelId = await insertChannel(getDb(), { name: 'c', type: 1, key: 'k', models: 'm', group: 'default' });
    await addUserUsage(getDb(), userId, 30, 2);
    await addUserUsage(getDb(), userId, -5, 1);
    await addTokenUsedQuota(getDb(), tokenId, 25);
    await addChannelUsedQuota(getDb(), channelId, 25);
    const user = await getDb().selectFrom('users').select(['used_quota', 'request_count']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect([Number(user.used_quota), Number(user.request_count)]).toEqual([25, 3]);
    expect(Number((await getDb().selectFrom('tokens').select('used_quota').executeTakeFirstOrThrow()).used_quota)).toBe(25);
    expect(Number((await getDb().selectFrom('channels').select('used_quota').executeTakeFirstOrThrow()).used_quota)).toBe(25);
    await expect(addUserUsage(getDb(), userId, 1.5, 1)).rejects.toThrow(RangeError);
  });

  it('quota_data: one row per (user, username, model, hour), incremented in place', async () => {
    const bucket = { user_id: 1, username: 'u', model_name: 'gpt-4o', created_at: 3600, count: 1, quota: 10, token_used: 5 };
    await addQuotaData(getDb(), bucket);
    await addQuotaData(getDb(), { ...bucket, count: 2, quota: 3, token_used: 1 });
    await addQuotaData(getDb(), { ...bucket, model_name: 'other' });
    const rows = (await listQuotaData(getDb(), { userId: 1 })).map((row) => [row.model_name, Number(row.count), Number(row.quota), Number(row.token_used)]);
    expect(rows).toEqual([
      ['gpt-4o', 3, 13, 6],
      ['other', 1, 10, 5],
    ]);
  });

  it('sums consume quota, counts recent activity and deletes older rows', async () => {
    await insertLogs(getDb(), [
      { user_id: 1, created_at: 100, type: 2, quota: 5, prompt_tokens: 1, completion_tokens: 2 },
      { user_id: 1, created_at: 200, type: 2, quota: 7, prompt_tokens: 3, completion_tokens: 4 },
      { user_id: 2, created_at: 200, type: 2, quota: 11 },
      { user_id: 1, created_at: 200, type: 1, quota: 1000 },
    ]);
    expect(await sumConsumeQuota(getDb(), {})).toBe(23);
    expect(await sumConsumeQuota(getDb(), { userId: 1, type: 1 })).toBe(12);
    expect(await consumeActivity(getDb(), { startTimestamp: 150, userId: 1 })).toEqual({ requests: 1, tokens: 7 });
    expect(await deleteLogsBefore(getDb(), 200)).toBe(1);
    expect(await sumConsumeQuota(getDb(), {})).toBe(18);
  });
});
