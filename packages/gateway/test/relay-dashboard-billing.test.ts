import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { isGatewayPath } from '../src/index.ts';
import { freshWorldEachTest, type RelayWorld } from './relay-support.ts';
import { createHarness } from './support/harness.ts';

describeEachDialect('relay: legacy OpenAI billing routes', (getDb, dialect) => {
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world } = fresh), { tokenQuota: 250_000 });
  beforeEach(async () => {
    await getDb().updateTable('tokens').set({ used_quota: 250_000 }).where('id', '=', world.tokenId).execute();
    await getDb().updateTable('users').set({ used_quota: 500_000 }).where('id', '=', world.userId).execute();
  });

  const get = (path: string, authorization = world.authorization) => world.harness.request(path, { headers: { Authorization: authorization }, userId: null });

  it('token stats in USD by default, with and without the /v1 prefix', async () => {
    for (const prefix of ['/v1', '']) {
      const subscription = await get(`${prefix}/dashboard/billing/subscription`);
      expect(subscription.status).toBe(200);
      // (250 000 remain + 250 000 used) / 500 000 quota per USD.
      expect(await subscription.json()).toEqual({
        object: 'billing_subscription',
        has_payment_method: true,
        soft_limit_usd: 1,
        hard_limit_usd: 1,
        system_hard_limit_usd: 1,
        access_until: 0,
      });
      expect(await (await get(`${prefix}/dashboard/billing/usage`)).json()).toEqual({ object: 'list', total_usage: 50 });
    }
    expect(isGatewayPath('/dashboard/billing/usage')).toBe(true);
    expect(isGatewayPath('/dashboard')).toBe(false);
  });

  it('user stats when DisplayTokenStatEnabled is off; raw quota when DisplayInCurrencyEnabled is off', async () => {
    await upsertOptions(getDb(), { DisplayTokenStatEnabled: 'false', DisplayInCurrencyEnabled: 'false' });
    // A fresh app, so its option store loads the changed options.
    world.harness = createHarness(getDb(), dialect);
    expect(((await (await get('/v1/dashboard/billing/subscription')).json()) as { hard_limit_usd: number }).hard_limit_usd).toBe(1_500_000);
    expect(await (await get('/v1/dashboard/billing/usage')).json()).toEqual({ object: 'list', total_usage: 50_000_000 });
  });

  it('a bad key is refused with the OpenAI-shaped 401', async () => {
    expect((await get('/dashboard/billing/subscription', 'Bearer sk-nope')).status).toBe(401);
  });
});
