import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { createLimitedCaller, setUpAndSignIn, signIn, CONTRACT_ROOT, type ConsoleSession, type LimitedCaller } from '../contract/support/console-api.ts';
import { settledSnapshot, type LedgerSnapshot } from '../contract/support/ledger.ts';
import { startFleet, type Fleet, type FleetDatabase } from './support/fleet.ts';

const MODEL = 'gpt-4o-mini';

/** One relayed chat completion, its body read to the end (streams included); the HTTP status. */
async function relay(url: string, apiKey: string, stream: boolean): Promise<number> {
  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: MODEL, stream, messages: [{ role: 'user', content: 'fleet' }] }),
  });
  await response.text();
  return response.status;
}

/** The money moved between two settled snapshots: every figure must tell the same story. */
function expectExactBilling(before: LedgerSnapshot, after: LedgerSnapshot, billedRequests: number): void {
  const logged = after.consumeQuota - before.consumeQuota;
  expect(after.consumeRows - before.consumeRows).toBe(billedRequests);
  expect(logged).toBeGreaterThan(0);
  expect(after.userUsedQuota - before.userUsedQuota).toBe(logged);
  expect(before.userQuota - after.userQuota).toBe(logged);
  expect(after.tokenUsedQuota - before.tokenUsedQuota).toBe(logged);
}

/** Waits until every instance's in-memory options show `key` = `value` (GET /api/option/ reads them). */
async function waitForOption(fleet: Fleet, key: string, value: string): Promise<void> {
  for (const instance of fleet.instances) {
    const root = await signIn(instance.url, CONTRACT_ROOT);
    for (;;) {
      const entries = await root.call<Array<{ key: string; value: string }>>('GET', '/api/option/');
      if (entries.find((entry) => entry.key === key)?.value === value) break;
      await new Promise((done) => setTimeout(done, 25));
    }
  }
}

describe.each<FleetDatabase>(['postgres', 'mariadb'])('three gateway instances on %s + Redis behind a round-robin', (kind) => {
  let upstream: MockUpstream;
  let fleet: Fleet;
  let admin: ConsoleSession;
  const caller = (name: string): Promise<LimitedCaller> =>
    createLimitedCaller(fleet.url, admin, { username: `${name}${kind.slice(0, 2)}`, quota: 1_000_000_000 });

  beforeAll(async () => {
    upstream = await startMockUpstream();
    fleet = await startFleet(kind);
    admin = await setUpAndSignIn(fleet.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: MODEL, group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [MODEL]: 0.075 }) });
  }, 240_000);

  afterAll(async () => {
    await fleet?.stop();
    await upstream?.stop();
  }, 120_000);

  it('a token disabled on one instance is refused by every instance, long before its 5-second cache expires', async () => {
    const { apiKey, tokenId, session } = await caller('dis');
    for (const instance of fleet.instances) {
      const models = await fetch(`${instance.url}/v1/models`, { headers: { authorization: `Bearer ${apiKey}` } });
      expect(models.status).toBe(200);
    }
    const disabledAt = Date.now();
    await session.call('PUT', '/api/token/?status_only=true', { id: tokenId, status: 2 });
    for (const instance of fleet.instances) {
      while ((await fetch(`${instance.url}/v1/models`, { headers: { authorization: `Bearer ${apiKey}` } })).status === 200) {
        await new Promise((done) => setTimeout(done, 10));
      }
    }
    // Every instance had the token cached for 5 s: only the change notice can have ended that sooner.
    expect(Date.now() - disabledAt).toBeLessThan(4_000);
  });

  it('ModelRequestRateLimit of 7 successes lets exactly 7 of 30 concurrent relays through across the three instances', async () => {
    const { apiKey } = await caller('lim');
    const limit = {
      ModelRequestRateLimitSuccessCount: '7',
      ModelRequestRateLimitCount: '0',
      ModelRequestRateLimitDurationMinutes: '10',
      ModelRequestRateLimitEnabled: 'true',
    };
    for (const [key, value] of Object.entries(limit)) await admin.call('PUT', '/api/option/', { key, value });
    await waitForOption(fleet, 'ModelRequestRateLimitEnabled', 'true');
    try {
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, index) => relay(fleet.url, apiKey, index % 2 === 0)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(7);
      expect(statuses.filter((status) => status === 429)).toHaveLength(23);
    } finally {
      await admin.call('PUT', '/api/option/', { key: 'ModelRequestRateLimitEnabled', value: 'false' });
      await waitForOption(fleet, 'ModelRequestRateLimitEnabled', 'false');
    }
  });

  it('64 concurrent clients relaying through all three keep Σ log quota == Δ used quota, one row per request', async () => {
    const billed = await caller('bil');
    const before = await settledSnapshot(admin, billed);
    const statuses = await Promise.all(
      Array.from({ length: 64 }, async (_, client) => {
        const results: number[] = [];
        for (let round = 0; round < 5; round += 1) results.push(await relay(fleet.url, billed.apiKey, (client + round) % 2 === 0));
        return results;
      }),
    );
    expect(statuses.flat().every((status) => status === 200)).toBe(true);
    expectExactBilling(before, await settledSnapshot(admin, billed), 320);
  });

  it('a rolling restart under load (drain, SIGTERM, replace, one instance at a time) loses no request and no billing', async () => {
    const billed = await caller('rol');
    const before = await settledSnapshot(admin, billed);
    let running = true;
    const workers = Array.from({ length: 8 }, async (_, client) => {
      const results: number[] = [];
      for (let round = 0; running || round < 2; round += 1) results.push(await relay(fleet.url, billed.apiKey, (client + round) % 2 === 0).catch(() => 0));
      return results;
    });
    try {
      for (const index of [0, 1, 2]) await fleet.restart(index);
    } finally {
      running = false;
    }
    const statuses = (await Promise.all(workers)).flat();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expectExactBilling(before, await settledSnapshot(admin, billed), statuses.length);
  }, 400_000);
});
