import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from '../contract/support/console-api.ts';
import { settledSnapshot, snapshot } from '../contract/support/ledger.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { startFleet, type Fleet, type FleetDatabase } from './support/fleet.ts';

const MODEL = 'gpt-4o-mini';
const CLIENTS_PER_INSTANCE = 8;
const OUTAGE_MS = 12_000;

/** What one relayed request got: its status, and for a refusal the headers and body that explain it. */
interface Outcome {
  instance: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A chat completion read to its end (streams included); a broken connection counts as status 0. */
async function relayOnce(url: string, apiKey: string, stream: boolean): Promise<Omit<Outcome, 'instance'>> {
  try {
    const response = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, stream, messages: [{ role: 'user', content: 'restart' }] }),
    });
    const body = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error) };
  }
}

/** Clients that relay in a loop against each instance until stopped, recording every outcome in order. */
function startLoad(instances: RunningServer[], apiKey: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  const clients = instances.flatMap((instance, index) =>
    Array.from({ length: CLIENTS_PER_INSTANCE }, async (_, client) => {
      // A client of an instance that died stops: its refusals would only spin.
      for (let round = 0; running && instance.exited() === null; round += 1) {
        const outcome = await relayOnce(instance.url, apiKey, (client + round) % 2 === 0);
        outcomes.push({ instance: index, ...outcome });
        // Like a real client, back off a little after a refusal (less than Retry-After, to see many of them).
        if (outcome.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return {
    outcomes,
    /** Resolves once every instance has given `status` to `count` requests recorded after position `from`; fails when one exited. */
    async each(status: number, from: number, count = 1): Promise<void> {
      const seen = () =>
        instances.every((_, index) => outcomes.slice(from).filter((outcome) => outcome.instance === index && outcome.status === status).length >= count);
      const died = () => instances.some((instance) => instance.exited() !== null);
      await expect.poll(() => seen() || died(), { timeout: 120_000 }).toBe(true);
      const deaths = instances.filter((instance) => instance.exited() !== null).map((instance) => instance.output().slice(-2_000));
      expect(deaths, 'no instance exits').toEqual([]);
    },
    async stop(): Promise<void> {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** A console call and a Claude and a Gemini call while the database is away: each answers 503 in its own shape. */
async function expectUnavailableShapes(url: string, caller: LimitedCaller): Promise<void> {
  const [api, claude, gemini] = await Promise.all([
    fetch(`${url}/api/user/self`, { headers: caller.session.headers }),
    fetch(`${url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': caller.apiKey, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'restart' }] }),
    }),
    fetch(`${url}/v1beta/models/${MODEL}:generateContent`, {
      method: 'POST',
      headers: { 'x-goog-api-key': caller.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'restart' }] }] }),
    }),
  ]);
  for (const response of [api, claude, gemini]) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(await api.json()).toMatchObject({ success: false, code: 'database_unavailable' });
  expect(await claude.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
  expect(await gemini.json()).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
}

describe.each<FleetDatabase>(['postgres', 'mariadb'])('two gateway instances on %s + Redis while the database restarts under relay load', (kind) => {
  let upstream: MockUpstream;
  let fleet: Fleet;
  let admin: ConsoleSession;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    fleet = await startFleet(kind, 2);
    admin = await setUpAndSignIn(fleet.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: MODEL, group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [MODEL]: 0.075 }) });
    // Slow answers keep requests in flight, reserved and not yet settled, at the moment the database stops.
    upstream.script.always({ latencyMs: 40, chunkDelayMs: 10 });
  }, 240_000);

  afterAll(async () => {
    await fleet?.stop();
    await upstream?.stop();
  }, 120_000);

  it('no instance exits, requests while it is away get 503 with Retry-After, service returns by itself, and every answered request is billed once', async () => {
    const billed = await createLimitedCaller(fleet.url, admin, { username: `restart${kind.slice(0, 2)}`, quota: 1_000_000_000, tokenQuota: 500_000_000 });
    const before = await settledSnapshot(admin, billed);
    const load = startLoad(fleet.instances, billed.apiKey);
    try {
      // Every client has been served (so the instances' pools are full of checked-out connections) before the stop.
      await load.each(200, 0, CLIENTS_PER_INSTANCE * 2);
      await fleet.database.shutDown();
      const away = load.outcomes.length;
      await load.each(503, away);
      await expectUnavailableShapes(fleet.instances[0]!.url, billed);
      // The outage outlasts the instances' 10-second background re-read of options and channels and several
      // retries of the usage batches they hold: a scenario's length, not a wait for something to happen.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await fleet.database.start();
      await load.each(200, load.outcomes.length);
    } finally {
      await load.stop();
    }

    expect(fleet.instances.map((instance) => instance.exited())).toEqual([null, null]);
    const { outcomes } = load;
    // Only two answers exist: served, or refused as unavailable with a time to come back. No 500, no broken connection.
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
    for (const refused of outcomes.filter((outcome) => outcome.status === 503)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'database_unavailable' } });
    }
    // Usage batches held while the database was away are retried on a backoff of up to 30 s: wait for their rows.
    const served = outcomes.filter((outcome) => outcome.status === 200).length;
    await expect
      .poll(async () => (await snapshot(admin, billed)).consumeRows - before.consumeRows, { timeout: 120_000, interval: 500 })
      .toBeGreaterThanOrEqual(served);
    const after = await settledSnapshot(admin, billed);
    const logged = after.consumeQuota - before.consumeQuota;
    expect(after.consumeRows - before.consumeRows).toBe(served);
    expect(after.userUsedQuota - before.userUsedQuota).toBe(logged);
    expect(before.userQuota - after.userQuota).toBe(logged);
    expect(after.tokenUsedQuota - before.tokenUsedQuota).toBe(logged);
    expect(before.tokenRemainQuota - after.tokenRemainQuota).toBe(logged);
  }, 400_000);
});
