import { beforeEach, expect, it } from 'vitest';
import { insertToken, updateToken } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createTokenCache } from './token-cache.ts';

describeEachDialect('token cache', (getDb) => {
  let now = 1_000_000;
  beforeEach(async () => {
    await clearAllTables(getDb());
    now = 1_000_000;
  });

  it('serves a looked-up token for a few seconds, then reads it again; invalidate reads at once', async () => {
    const cache = createTokenCache(getDb(), { now: () => now });
    const id = await insertToken(getDb(), { user_id: 1, key: 'cachedkey', name: 'before', allow_ips: '10.0.0.0/8' });
    expect((await cache.get('cachedkey'))?.token.name).toBe('before');
    expect((await cache.get('cachedkey'))?.allowRules).toHaveLength(1);
    await updateToken(getDb(), id, { name: 'after' });
    expect((await cache.get('cachedkey'))?.token.name).toBe('before');
    now += 6_000;
    expect((await cache.get('cachedkey'))?.token.name).toBe('after');
    await updateToken(getDb(), id, { name: 'latest' });
    cache.invalidate('cachedkey');
    expect((await cache.get('cachedkey'))?.token.name).toBe('latest');
  });

  it('does not remember unknown keys, and a broken allow-list admits nobody', async () => {
    const cache = createTokenCache(getDb(), { now: () => now });
    expect(await cache.get('later')).toBeUndefined();
    await insertToken(getDb(), { user_id: 1, key: 'later', allow_ips: 'not-an-ip' });
    const entry = await cache.get('later');
    expect(entry?.allowRules).toEqual([{ version: 4, network: -1n, prefix: 32 }]);
  });
});
