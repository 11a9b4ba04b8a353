import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, freshWorldEachTest, relay, scriptedUpstream, type FakeUpstream, type FreshWorld, type RelayWorld } from './relay-support.ts';
import { login, setUpRoot, type Session } from './support/harness.ts';

const chat = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };

/** A clock the test moves by hand (window expiry without waiting). */
function manualClock(start = Date.UTC(2026, 0, 1)) {
  let time = start;
  return { now: () => time, advance: (milliseconds: number) => (time += milliseconds) };
}

async function statuses(responses: Response[]): Promise<number[]> {
  await Promise.all(responses.map((response) => response.text()));
  return responses.map((response) => response.status);
}

function count(values: number[], wanted: number): number {
  return values.filter((value) => value === wanted).length;
}

describeEachDialect('relay: ModelRequestRateLimit (per user)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let clock: ReturnType<typeof manualClock>;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));

  /** A world whose options are `limits` (over the relay prices), on the test's clock. */
  async function start(limits: Record<string, string>): Promise<void> {
    world = await build({ quota: 100_000_000, tokenQuota: 50_000_000, options: limits, harness: { clock } });
  }

  beforeEach(() => {
    clock = manualClock();
  });

  it('SET-048: 30 concurrent requests against a total limit of 7 → exactly 7 pass, the rest get an OpenAI-shaped 429', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '7', ModelRequestRateLimitDurationMinutes: '1' });
    await addChannel(getDb(), { base_url: upstream.url });
    const responses = await Promise.all(Array.from({ length: 30 }, () => relay(world, '/v1/chat/completions', chat)));
    const refused = responses.find((response) => response.status === 429)!;
    const body = (await refused.clone().json()) as { error: { message: string; type: string; code: string } };
    expect(body.error.message).toMatch(/^You reached the total request limit: at most 7 requests within 1 minute, failed requests included/);
    expect(body.error.code).toBe('rate_limit_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const answered = await statuses(responses);
    expect([count(answered, 200), count(answered, 429)]).toEqual([7, 23]);
  });

  it('SET-050: 30 concurrent requests against a success limit of 7 → exactly 7 pass (in-flight requests hold their slot)', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '0', ModelRequestRateLimitSuccessCount: '7' });
    await addChannel(getDb(), { base_url: upstream.url });
    const responses = await Promise.all(Array.from({ length: 30 }, () => relay(world, '/v1/chat/completions', chat)));
    const refused = responses.find((response) => response.status === 429)!;
    expect(((await refused.clone().json()) as { error: { message: string } }).error.message).toMatch(
      /^You reached the request limit: at most 7 successful requests within 1 minute/,
    );
    const answered = await statuses(responses);
    expect([count(answered, 200), count(answered, 429)]).toEqual([7, 23]);
  });

  it('SET-048: failed requests count toward the total but not toward the success limit', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '3', ModelRequestRateLimitSuccessCount: '1' });
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-500` });
    // Three failures: none of them uses the single success slot, all of them use the total.
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([500]);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([500]);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([500]);
    const fourth = await relay(world, '/v1/chat/completions', chat);
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { message: string } }).error.message).toContain('total request limit');
  });

  it('a failure releases its success slot at once, so a later success still fits', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitSuccessCount: '1' });
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    let failing = true;
    scriptedUpstream.answer = () =>
      failing
        ? new Response(JSON.stringify({ error: { message: 'boom', type: 'server_error', code: null } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(
            JSON.stringify({
              id: 'x',
              object: 'chat.completion',
              created: 1,
              model: 'gpt-4o-mini',
              choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          );
    try {
      expect(await statuses(await Promise.all([relay(world, '/v1/chat/completions', chat), relay(world, '/v1/chat/completions', chat)]))).toContain(500);
      expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([500]);
      failing = false;
      expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
      expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([429]);
    } finally {
      scriptedUpstream.answer = null;
    }
  });

  it('SET-047: the window slides with the clock; requests are allowed again once the old ones leave it', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '2', ModelRequestRateLimitDurationMinutes: '2' });
    await addChannel(getDb(), { base_url: upstream.url });
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
    clock.advance(60_000);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([429]);
    // The first request leaves the 2-minute window; the second is still inside it.
    clock.advance(60_001);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([429]);
  });

  it('SET-046: option changes apply to the next request; the limit is per user; GET /v1/models is not limited', async () => {
    await start({});
    await addChannel(getDb(), { base_url: upstream.url });
    const root: Session = await setUpRoot(world.harness);
    const put = async (key: string, value: string) => {
      const response = await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key, value } });
      expect(response.status, `${key}=${value}`).toBe(200);
    };
    // Off by default.
    expect(count(await statuses(await Promise.all(Array.from({ length: 5 }, () => relay(world, '/v1/chat/completions', chat)))), 200)).toBe(5);

    await put('ModelRequestRateLimitCount', '2');
    await put('ModelRequestRateLimitEnabled', 'true');
    expect(
      await statuses([
        await relay(world, '/v1/chat/completions', chat),
        await relay(world, '/v1/chat/completions', chat),
        await relay(world, '/v1/chat/completions', chat),
      ]),
    ).toEqual([200, 200, 429]);
    expect((await world.harness.request('/v1/models', { headers: { Authorization: world.authorization }, userId: null })).status).toBe(200);

    // Another user (the playground, signed in as root) has a budget of their own.
    const playground = await world.harness.request('/pg/chat/completions', { body: chat, session: root });
    expect(playground.status).not.toBe(429);
    await playground.text();

    await put('ModelRequestRateLimitCount', '0');
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
    await put('ModelRequestRateLimitEnabled', 'false');
    await put('ModelRequestRateLimitCount', '1');
    expect(await statuses([await relay(world, '/v1/chat/completions', chat)])).toEqual([200]);
  });

  it('the playground is limited per signed-in user too', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '1' });
    await addChannel(getDb(), { base_url: upstream.url });
    const session = await login(world.harness, 'relay-user', 'password-123');
    expect((await world.harness.request('/pg/chat/completions', { body: chat, session })).status).toBe(200);
    const refused = await world.harness.request('/pg/chat/completions', { body: chat, session });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limit_exceeded');
    // The same user's API token shares the budget: the limit is per user, not per token.
    expect((await relay(world, '/v1/chat/completions', chat)).status).toBe(429);
  });

  it('a window of 0 minutes turns the limit off', async () => {
    await start({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '1', ModelRequestRateLimitDurationMinutes: '0' });
    await addChannel(getDb(), { base_url: upstream.url });
    expect(await statuses([await relay(world, '/v1/chat/completions', chat), await relay(world, '/v1/chat/completions', chat)])).toEqual([200, 200]);
  });
});
