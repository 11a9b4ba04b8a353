import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, PER_CALL_COST, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

describeEachDialect('relay: billing race', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { quota: 50 * PER_CALL_COST, tokenQuota: 1_000_000 });
  beforeEach(async () => {
    // gpt-4o costs exactly PER_CALL_COST per request: the quota covers 50 requests.
    await addChannel(getDb(), { base_url: upstream.url });
  });

  it('200 concurrent requests from a user whose quota covers 50: at most 50 succeed, quota never negative, Σ log quota == Δ used_quota', async () => {
    const before = await balances(getDb(), world);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => relay(world, '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] })),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.text()));
    const succeeded = statuses.filter((status) => status === 200).length;
    expect(succeeded).toBeLessThanOrEqual(50);
    expect(succeeded).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
    await waitForLogs(getDb(), world, succeeded);
    const after = await balances(getDb(), world);
    expect(after.quota).toBeGreaterThanOrEqual(0);
    expect(after.consumed).toBe(succeeded * PER_CALL_COST);
    expect(after.usedQuota - before.usedQuota).toBe(after.consumed);
    expect(before.quota - after.quota).toBe(after.consumed);
    expect(before.tokenRemain - after.tokenRemain).toBe(after.consumed);
  });
});
