import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { ChannelStatus } from '@gateway/domain';
import { createGatewayApp, type Platform } from '../src/index.ts';
import {
  addChannel,
  freshWorldEachTest,
  relay,
  relayTestFetch,
  scriptedUpstream,
  type FakeUpstream,
  type FreshWorld,
  type RelayWorld,
} from './relay-support.ts';
import { createHarness, setUpRoot, type Harness, type Session } from './support/harness.ts';

const chat = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };
const AUTO_DISABLE = { AutomaticDisableChannelEnabled: 'true' };
const START = Date.UTC(2026, 0, 1);

function manualClock(start = START) {
  let time = start;
  return { now: () => time, advance: (milliseconds: number) => (time += milliseconds) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Background work of a harness (waitUntil), so a test can wait for the status writes. */
function trackBackground(harness: Harness): () => Promise<void> {
  const pending: Promise<unknown>[] = [];
  harness.platform.waitUntil = (promise) => void pending.push(promise);
  return async () => {
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
  };
}

/** Counts the "automatically disabled/enabled" transitions the gateway logged. */
function countTransitions(harness: Harness): { disabled: number; enabled: number } {
  const counts = { disabled: 0, enabled: 0 };
  const { warn, info } = harness.platform.logger;
  harness.platform.logger.warn = (message, fields) => {
    if (message === 'channel automatically disabled') counts.disabled += 1;
    warn(message, fields);
  };
  harness.platform.logger.info = (message, fields) => {
    if (message === 'channel automatically enabled after a successful test') counts.enabled += 1;
    info(message, fields);
  };
  return counts;
}

describeEachDialect('channel health: automatic disable and enable, as in new-api', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let clock: ReturnType<typeof manualClock>;
  let settled: () => Promise<void>;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));
  beforeEach(() => {
    clock = manualClock();
    scriptedUpstream.answer = null;
  });

  async function start(options: Record<string, string>): Promise<void> {
    world = await build({ quota: 100_000_000, tokenQuota: 50_000_000, options, harness: { clock } });
    settled = trackBackground(world.harness);
  }

  async function channel(id: number) {
    const row = await getDb().selectFrom('channels').select(['status', 'other_info']).where('id', '=', id).executeTakeFirstOrThrow();
    return { status: Number(row.status), info: row.other_info === '' ? {} : (JSON.parse(row.other_info) as Record<string, unknown>) };
  }

  async function relayOnce(): Promise<number> {
    const response = await relay(world, '/v1/chat/completions', chat);
    await response.text();
    await settled();
    return response.status;
  }

  it('CH-010: a 401 disables at once, with status_reason and status_time in other_info (other keys kept)', async () => {
    await start(AUTO_DISABLE);
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401`, other_info: '{"note":"kept"}' });
    expect(await relayOnce()).toBe(401);
    const after = await channel(id);
    expect(after.status).toBe(ChannelStatus.AutoDisabled);
    expect(after.info).toEqual({ note: 'kept', status_reason: 'status 401: injected 401', status_time: START / 1000 });
    const abilities = await getDb().selectFrom('abilities').select('enabled').where('channel_id', '=', id).execute();
    expect(abilities.every((ability) => !ability.enabled)).toBe(true);
  });

  it('one 429 (or one 500) never disables a channel', async () => {
    await start(AUTO_DISABLE);
    const limited = await addChannel(getDb(), { base_url: `${upstream.url}/fail-429`, priority: 1 });
    expect(await relayOnce()).toBe(429);
    expect((await channel(limited)).status).toBe(ChannelStatus.Enabled);
  });

  it('5 consecutive 429/5xx failures within 60 s disable; a success in between or an old failure resets the streak', async () => {
    await start(AUTO_DISABLE);
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    const answers: number[] = [];
    scriptedUpstream.answer = () => {
      const status = answers.shift() ?? 200;
      return status === 200
        ? json(200, {
            id: 'x',
            object: 'chat.completion',
            created: 1,
            model: 'gpt-4o-mini',
            choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          })
        : json(status, { error: { message: `injected ${status}`, type: 'server_error', code: null } });
    };
    // 4 failures, a success, 4 failures: never 5 in a row.
    answers.push(429, 500, 502, 429, 200, 429, 503, 500, 429);
    for (let index = 0; index < 9; index += 1) await relayOnce();
    expect((await channel(id)).status).toBe(ChannelStatus.Enabled);
    // A fifth failure 61 s later: the first four have left the window.
    clock.advance(61_000);
    answers.push(500);
    expect(await relayOnce()).toBe(500);
    expect((await channel(id)).status).toBe(ChannelStatus.Enabled);
    // Four more inside the window make five in a row.
    answers.push(429, 429, 500, 429);
    for (let index = 0; index < 4; index += 1) await relayOnce();
    const after = await channel(id);
    expect(after.status).toBe(ChannelStatus.AutoDisabled);
    expect(after.info.status_reason).toBe('5 failures in a row within 60 s; last status 429: injected 429');
  });

  it('an AutomaticDisableKeywords phrase disables, case-insensitively, with the defaults never saved; other 400s do not', async () => {
    await start(AUTO_DISABLE);
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    let message = 'Invalid value for temperature';
    scriptedUpstream.answer = () => json(400, { error: { message, type: 'invalid_request_error', code: null } });
    expect(await relayOnce()).toBe(400);
    expect((await channel(id)).status).toBe(ChannelStatus.Enabled);
    message = 'YOU EXCEEDED YOUR CURRENT QUOTA, please check your plan and billing details.';
    expect(await relayOnce()).toBe(400);
    expect(await channel(id)).toMatchObject({ status: ChannelStatus.AutoDisabled, info: { status_reason: `status 400: ${message}` } });
  });

  it('a saved keyword list replaces the defaults', async () => {
    await start({ ...AUTO_DISABLE, AutomaticDisableKeywords: 'Organization Suspended\n' });
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    let message = 'You exceeded your current quota';
    scriptedUpstream.answer = () => json(400, { error: { message, type: 'invalid_request_error', code: null } });
    await relayOnce();
    expect((await channel(id)).status).toBe(ChannelStatus.Enabled);
    message = 'organization suspended';
    await relayOnce();
    expect((await channel(id)).status).toBe(ChannelStatus.AutoDisabled);
  });

  it('with AutomaticDisableChannelEnabled off, or auto_ban 0, nothing is ever disabled', async () => {
    await start({});
    const off = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401` });
    expect(await relayOnce()).toBe(401);
    expect((await channel(off)).status).toBe(ChannelStatus.Enabled);

    await clearAllTables(getDb());
    await start(AUTO_DISABLE);
    const noBan = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401`, auto_ban: 0 });
    for (let index = 0; index < 6; index += 1) expect(await relayOnce()).toBe(401);
    expect((await channel(noBan)).status).toBe(ChannelStatus.Enabled);
  });

  it('a disabled channel is no longer routed: the next request goes to the other channel', async () => {
    await start(AUTO_DISABLE);
    const broken = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401`, priority: 10 });
    await addChannel(getDb(), { base_url: upstream.url, priority: 0 });
    expect(await relayOnce()).toBe(401);
    expect((await channel(broken)).status).toBe(ChannelStatus.AutoDisabled);
    expect(await relayOnce()).toBe(200);
  });

  it('concurrent failures make exactly one transition, even across two gateway instances', async () => {
    await start(AUTO_DISABLE);
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401` });
    const first = countTransitions(world.harness);
    const other = createHarness(getDb(), dialect, { fetch: relayTestFetch, clock });
    const otherSettled = trackBackground(other);
    const second = countTransitions(other);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? world.harness : other).request('/v1/chat/completions', {
          body: chat,
          headers: { Authorization: world.authorization },
          userId: null,
        }),
      ),
    );
    // Each request either reached the failing upstream (401) or arrived after its instance had already
    // disabled the channel (503, no channel left) — which of the two depends on timing, not on correctness.
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
    await settled();
    await otherSettled();
    expect((await channel(id)).status).toBe(ChannelStatus.AutoDisabled);
    expect(first.disabled + second.disabled).toBe(1);
  });

  describe('probes (channel tests)', () => {
    let root: Session;
    async function startWithRoot(options: Record<string, string>): Promise<void> {
      await start(options);
      root = await setUpRoot(world.harness);
    }
    async function testOne(id: number): Promise<Response> {
      const response = await world.harness.request(`/api/channel/test/${id}`, { session: root });
      await settled();
      return response;
    }
    async function testAll(): Promise<void> {
      const response = await world.harness.request('/api/channel/test', { session: root });
      expect(response.status).toBe(200);
      await settled();
    }

    it('a successful test re-enables an automatically disabled (3) channel, clearing the reason; never a manually disabled (2) one', async () => {
      await startWithRoot({ AutomaticEnableChannelEnabled: 'true' });
      const auto = await addChannel(getDb(), {
        base_url: upstream.url,
        status: ChannelStatus.AutoDisabled,
        other_info: '{"status_reason":"status 401: bad key","status_time":1}',
      });
      const manual = await addChannel(getDb(), { base_url: upstream.url, status: ChannelStatus.ManuallyDisabled });
      expect((await testOne(manual)).status).toBe(200);
      expect((await channel(manual)).status).toBe(ChannelStatus.ManuallyDisabled);
      expect((await testOne(auto)).status).toBe(200);
      expect(await channel(auto)).toEqual({ status: ChannelStatus.Enabled, info: {} });
      // Routed again at once.
      expect(await relayOnce()).toBe(200);
    });

    it('without AutomaticEnableChannelEnabled a successful test leaves status 3 alone', async () => {
      await startWithRoot({});
      const auto = await addChannel(getDb(), { base_url: upstream.url, status: ChannelStatus.AutoDisabled });
      expect((await testOne(auto)).status).toBe(200);
      expect((await channel(auto)).status).toBe(ChannelStatus.AutoDisabled);
    });

    it('test-all re-enables status 3, disables on a 401 and on a response slower than ChannelDisableThreshold', async () => {
      await startWithRoot({ ...AUTO_DISABLE, AutomaticEnableChannelEnabled: 'true', ChannelDisableThreshold: '2' });
      const back = await addChannel(getDb(), { base_url: upstream.url, status: ChannelStatus.AutoDisabled });
      const manual = await addChannel(getDb(), { base_url: upstream.url, status: ChannelStatus.ManuallyDisabled });
      const dead = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401` });
      const overloaded = await addChannel(getDb(), { base_url: `${upstream.url}/fail-503` });
      const slow = await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
      scriptedUpstream.answer = () => {
        clock.advance(3_000);
        return json(200, {
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      };
      await testAll();
      expect((await channel(back)).status).toBe(ChannelStatus.Enabled);
      expect((await channel(manual)).status).toBe(ChannelStatus.ManuallyDisabled);
      expect((await channel(dead)).status).toBe(ChannelStatus.AutoDisabled);
      // One failed probe with a 503 is not a reason to disable.
      expect((await channel(overloaded)).status).toBe(ChannelStatus.Enabled);
      expect(await channel(slow)).toMatchObject({
        status: ChannelStatus.AutoDisabled,
        info: { status_reason: 'response time 3.00 s exceeds the threshold of 2 s' },
      });
    });

    it('CHANNEL_TEST_FREQUENCY: the platform timer runs test-all, which re-enables a recovered channel', async () => {
      await start({ AutomaticEnableChannelEnabled: 'true' });
      const auto = await addChannel(getDb(), { base_url: upstream.url, status: ChannelStatus.AutoDisabled });
      const scheduled: { interval: number; task: () => Promise<unknown> }[] = [];
      const platform: Platform = {
        ...world.harness.platform,
        config: { ...world.harness.platform.config, channelTestFrequencyMinutes: 10 },
        every: (interval, task) => void scheduled.push({ interval, task }),
      };
      createGatewayApp(platform);
      // The hourly jobs (log retention, relay response cleanup) are scheduled too; the probe is the 10-minute one.
      const probes = scheduled.filter((entry) => entry.interval === 600_000);
      expect(probes).toHaveLength(1);
      await probes[0]!.task();
      await settled();
      expect((await channel(auto)).status).toBe(ChannelStatus.Enabled);
    });
  });

  it('a manual option change is picked up: turning AutomaticDisableChannelEnabled on applies to the next failure', async () => {
    await start({});
    const id = await addChannel(getDb(), { base_url: `${upstream.url}/fail-401` });
    const root = await setUpRoot(world.harness);
    await relayOnce();
    expect((await channel(id)).status).toBe(ChannelStatus.Enabled);
    const put = await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'AutomaticDisableChannelEnabled', value: 'true' } });
    expect(put.status).toBe(200);
    await relayOnce();
    expect((await channel(id)).status).toBe(ChannelStatus.AutoDisabled);
  });
});
