import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { listQuotaData } from '../repositories/usage-counters.repository.ts';
import { findTokenByKey, insertToken } from '../repositories/tokens.repository.ts';
import { insertUser } from '../repositories/users.repository.ts';
import { applyUsageBatch } from '../repositories/usage-batch.repository.ts';

describeEachDialect('text with NUL (U+0000) is stored with U+FFFD on every dialect (PostgreSQL text cannot hold it)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('a NUL in a written or looked-up string neither fails the statement nor differs between dialects', async () => {
    const userId = await insertUser(getDb(), { username: 'nul-user', password: 'x' });
    await insertToken(getDb(), { user_id: userId, key: 'nulkey0123456789', name: 'a\u0000b' });
    const token = await getDb().selectFrom('tokens').select('name').executeTakeFirstOrThrow();
    expect(token.name).toBe('a\ufffdb');
    expect(await findTokenByKey(getDb(), 'nulkey\u00000123456789')).toBeUndefined();
  });

  it('a usage batch with a NUL in a log row and a quota_data bucket lands whole, counters included', async () => {
    const userId = await insertUser(getDb(), { username: 'nul-batch', password: 'x', quota: 100 });
    const row = { user_id: userId, created_at: 3600, type: 5, model_name: 'gpt\u0000x', content: 'upstream said \u0000', username: 'nul-batch' };
    const bucket = { user_id: userId, username: 'nul-batch', model_name: 'gpt\u0000x', created_at: 3600, count: 1, quota: 7, token_used: 3 };
    await applyUsageBatch(getDb(), {
      rows: [row],
      users: new Map([[userId, { quotaReturn: -7, usedQuota: 7, requests: 1 }]]),
      tokens: new Map(),
      channels: new Map(),
      buckets: [bucket],
    });
    const logs = await getDb().selectFrom('logs').select(['model_name', 'content']).execute();
    expect(logs).toEqual([{ model_name: 'gpt\ufffdx', content: 'upstream said \ufffd' }]);
    expect((await listQuotaData(getDb(), { userId })).map((entry) => entry.model_name)).toEqual(['gpt\ufffdx']);
    const user = await getDb().selectFrom('users').select(['quota', 'used_quota']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect([Number(user.quota), Number(user.used_quota)]).toEqual([93, 7]);
  });
});
