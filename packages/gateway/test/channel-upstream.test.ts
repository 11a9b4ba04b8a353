import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { channelBody, createChannelsViaApi } from './channel-support.ts';
import { addChannel } from './relay-support.ts';

type Seen = { url: string; method: string; authorization: string | null; body: unknown };

/**
 * A fake network for the gateway's platform fetch: an OpenAI-like upstream on 127.0.0.1:9 and, on
 * public.example, a redirect to the metadata address. Records every request that left the guard.
 */
function fakeNetwork() {
  const seen: Seen[] = [];
  /** While set, chat completions wait for it: keeps a background test run observable. */
  let gate: Promise<void> | undefined;
  const network = { fail: undefined as Error | undefined };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    seen.push({
      url: url.href,
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (network.fail) throw network.fail;
    if (url.hostname === 'public.example') return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    if (headers.get('authorization') !== 'Bearer sk-good') return json(401, { error: { message: 'Incorrect API key provided' } });
    switch (url.pathname) {
      case '/v1/models':
        return json(200, { object: 'list', data: [{ id: 'gpt-4o' }, { id: 'gpt-4o-mini' }, { id: 'gpt-4o' }] });
      case '/v1/chat/completions':
        if (gate) await gate;
        return json(200, {
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: 'hello' } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      case '/v1/dashboard/billing/subscription':
        return json(200, { hard_limit_usd: 120 });
      case '/v1/dashboard/billing/usage':
        return json(200, { total_usage: 2050 });
      case '/user/balance':
        // 127.0.0.2 plays an account that ran dry.
        return json(200, { is_available: true, balance_infos: [{ currency: 'CNY', total_balance: url.hostname === '127.0.0.2' ? '0.00' : '42.50' }] });
      default:
        return json(404, { error: { message: 'no route' } });
    }
  }) as typeof globalThis.fetch;
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = () => {
        gate = undefined;
        resolve();
      };
    });
    return release;
  };
  return {
    seen,
    fetch,
    hold,
    /** While set, every request fails with it (the upstream never answers). */
    set fail(error: Error | undefined) {
      network.fail = error;
    },
  };
}

describeEachDialect('channel upstream calls through the egress guard', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let network: ReturnType<typeof fakeNetwork>;
  beforeEach(async () => {
    await clearAllTables(getDb());
    network = fakeNetwork();
    harness = createHarness(getDb(), dialect, {
      fetch: network.fetch,
      resolveHost: async (host) => (host === 'metadata.example' ? ['169.254.169.254'] : ['93.184.216.34']),
    });
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
  });

  const channelRow = (id: number) => getDb().selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const local = (overrides: Record<string, unknown> = {}) => channelBody({ base_url: 'http://127.0.0.1:9', key: 'sk-good', ...overrides });

  it('API-CH-009 / API-CH-010: fetch models of a channel on 127.0.0.1 (admin-configured may reach loopback), with the stored key', async () => {
    const [id] = await createChannelsViaApi(harness, admin, local());
    const existing = await envelopeOf<string[]>(await harness.request(`/api/channel/fetch_models/${id}`, { session: admin }));
    expect(existing).toMatchObject({ success: true, data: ['gpt-4o', 'gpt-4o-mini'] });
    expect(network.seen.at(-1)).toMatchObject({ url: 'http://127.0.0.1:9/v1/models', authorization: 'Bearer sk-good' });

    const fresh = await envelopeOf<string[]>(
      await harness.request('/api/channel/fetch_models', { session: admin, body: { base_url: 'http://127.0.0.1:9/', type: 1, key: 'sk-good' } }),
    );
    expect(fresh.data).toEqual(['gpt-4o', 'gpt-4o-mini']);
    const wrongKey = await harness.request('/api/channel/fetch_models', { session: admin, body: { base_url: 'http://127.0.0.1:9', type: 1, key: 'sk-bad' } });
    expect(wrongKey.status).toBe(400);
    expect((await envelopeOf(wrongKey)).message).toBe(messages.fetchModelsFailed);
    const noKey = await harness.request('/api/channel/fetch_models', { session: admin, body: { base_url: 'http://127.0.0.1:9', type: 1, key: '' } });
    expect(noKey.status).toBe(400);
  });

  it('API-CH-013: test sends "hi" with max_tokens 10, answers time in seconds and stores response_time and test_time', async () => {
    const [id] = await createChannelsViaApi(harness, admin, local({ models: 'gpt-4o-mini,gpt-4o' }));
    const response = await harness.request(`/api/channel/test/${id}?model=gpt-4o`, { session: admin });
    const body = (await response.json()) as { success: boolean; message: string; time: number; data: { time: number } };
    expect(body.success).toBe(true);
    expect(body.time).toBeGreaterThan(0);
    expect(body.data.time).toBe(body.time);
    expect(network.seen.at(-1)).toMatchObject({
      url: 'http://127.0.0.1:9/v1/chat/completions',
      method: 'POST',
      body: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], max_tokens: 10 },
    });
    const row = await channelRow(id!);
    expect(row.response_time).toBeGreaterThan(0);
    expect(row.test_time).toBeGreaterThan(1_700_000_000);

    await harness.request(`/api/channel/test/${id}`, { session: admin });
    expect((network.seen.at(-1)!.body as { model: string }).model).toBe('gpt-4o-mini');
  });

  it('CH-037: a failing upstream test answers its error, leaves response_time alone and records the error for the editor', async () => {
    const [id] = await createChannelsViaApi(harness, admin, local({ key: 'sk-bad' }));
    const before = Math.floor(Date.now() / 1000);
    const response = await harness.request(`/api/channel/test/${id}`, { session: admin });
    const body = await envelopeOf(response);
    expect(body.success).toBe(false);
    expect(body.message).toBe('upstream answered 401: Incorrect API key provided');
    const row = await channelRow(id!);
    expect(row).toMatchObject({ response_time: 0, error_status: 401, error_details: 'upstream answered 401: Incorrect API key provided', last_notified_at: 0 });
    expect(row.last_error_at).toBeGreaterThanOrEqual(before - 1);
    const view = (await envelopeOf(await harness.request(`/api/channel/${id}`, { session: admin }))).data;
    expect(view).toMatchObject({ error_status: 401, error_details: 'upstream answered 401: Incorrect API key provided', last_error_at: row.last_error_at });
  });

  it('CH-037: an upstream that never answers is recorded with status 0; a URL the egress guard refuses records nothing', async () => {
    const [silent] = await createChannelsViaApi(harness, admin, local({ base_url: 'http://127.0.0.1:9/unreachable' }));
    network.fail = new TypeError('fetch failed');
    expect((await envelopeOf(await harness.request(`/api/channel/test/${silent}`, { session: admin }))).message).toBe('fetch failed');
    expect(await channelRow(silent!)).toMatchObject({ error_status: 0, error_details: 'fetch failed' });
    expect((await channelRow(silent!)).last_error_at).toBeGreaterThan(0);
    network.fail = undefined;
    const metadata = await addChannel(getDb(), { base_url: 'http://169.254.169.254', key: 'sk-good' });
    expect((await envelopeOf(await harness.request(`/api/channel/test/${metadata}`, { session: admin }))).success).toBe(false);
    expect(await channelRow(metadata)).toMatchObject({ error_status: 0, error_details: '', last_error_at: 0 });
  });

  it('test refuses Midjourney and Suno types (2, 5, 36) and a channel without base URL', async () => {
    for (const type of [2, 5, 36]) {
      const [id] = await createChannelsViaApi(harness, admin, local({ type, models: 'mj_imagine' }));
      const body = await envelopeOf(await harness.request(`/api/channel/test/${id}`, { session: admin }));
      expect(body).toMatchObject({ success: false, message: messages.channelTypeNotTestable });
    }
    const [azure] = await createChannelsViaApi(harness, admin, channelBody({ type: 3, base_url: '' }));
    expect((await envelopeOf(await harness.request(`/api/channel/test/${azure}`, { session: admin }))).message).toBe(messages.channelBaseUrlRequired);
    expect((await harness.request('/api/channel/test/999999', { session: admin })).status).toBe(404);
  });

  it('egress: a channel stored with a base URL on 169.254.169.254, a name resolving to it or fe80::1 (before save-time checks existed) is refused at use', async () => {
    for (const baseUrl of ['http://169.254.169.254', 'http://metadata.example', 'http://[fe80::1]']) {
      const id = await addChannel(getDb(), { base_url: baseUrl, key: 'sk-good' });
      for (const path of [`/api/channel/fetch_models/${id}`, `/api/channel/test/${id}`, `/api/channel/update_balance/${id}`]) {
        const body = await envelopeOf(await harness.request(path, { session: admin }));
        expect(body.success, `${baseUrl} ${path}`).toBe(false);
        expect(body.message, `${baseUrl} ${path}`).toMatch(/link-local/);
      }
    }
    const fresh = await envelopeOf(
      await harness.request('/api/channel/fetch_models', { session: admin, body: { base_url: 'http://169.254.169.254', type: 1, key: 'k' } }),
    );
    expect(fresh.message).toMatch(/link-local/);
    // Nothing ever left the guard towards the metadata address.
    expect(network.seen.every((request) => !request.url.includes('169.254'))).toBe(true);
    expect(network.seen.every((request) => !request.url.includes('fe80'))).toBe(true);
  });

  it('egress: a redirect of fetch models, test or balance to another origin is not followed; the key stays with the channel', async () => {
    const [id] = await createChannelsViaApi(harness, admin, local({ base_url: 'http://public.example' }));
    for (const path of [`/api/channel/fetch_models/${id}`, `/api/channel/test/${id}`, `/api/channel/update_balance/${id}`]) {
      const body = await envelopeOf(await harness.request(path, { session: admin }));
      expect(body.success, path).toBe(false);
      expect(body.message, path).toMatch(/redirected \(302\) to another origin, http:\/\/169\.254\.169\.254/);
    }
    // The test's failure is the upstream's answer: recorded with the redirect's status.
    expect(await channelRow(id!)).toMatchObject({ error_status: 302 });
    expect(network.seen.map((request) => new URL(request.url).hostname)).toEqual(['public.example', 'public.example', 'public.example']);
  });

  it('API-CH-015 / API-CH-016: balance of OpenAI-style and DeepSeek channels is stored; unsupported types say so', async () => {
    const [openai] = await createChannelsViaApi(harness, admin, local());
    const response = await harness.request(`/api/channel/update_balance/${openai}`, { session: admin });
    const body = (await response.json()) as { success: boolean; balance: number; data: { balance: number } };
    expect(body).toMatchObject({ success: true, balance: 99.5, data: { balance: 99.5 } });
    expect(await channelRow(openai!)).toMatchObject({ balance: 99.5 });
    expect((await channelRow(openai!)).balance_updated_time).toBeGreaterThan(0);

    const [deepseek] = await createChannelsViaApi(harness, admin, local({ type: 43 }));
    const [claude] = await createChannelsViaApi(harness, admin, local({ type: 14 }));
    const unsupported = await envelopeOf(await harness.request(`/api/channel/update_balance/${claude}`, { session: admin }));
    expect(unsupported).toMatchObject({ success: false, message: messages.balanceNotSupported });

    const [dry] = await createChannelsViaApi(harness, admin, local({ type: 43, base_url: 'http://127.0.0.2:9' }));
    await getDb().updateTable('channels').set({ balance: 0 }).execute();
    const all = await envelopeOf<number>(await harness.request('/api/channel/update_balance', { session: admin }));
    expect(all.data).toBe(3);
    expect((await channelRow(deepseek!)).balance).toBe(42.5);
    expect((await channelRow(openai!)).balance).toBe(99.5);
    // A dry account is auto-disabled with its reason, abilities included.
    const disabled = await channelRow(dry!);
    expect(disabled.status).toBe(3);
    expect(JSON.parse(disabled.other_info)).toMatchObject({ status_reason: 'insufficient balance' });
    expect((await channelRow(deepseek!)).status).toBe(1);
    const dryAbilities = await getDb().selectFrom('abilities').selectAll().where('channel_id', '=', dry!).execute();
    expect(dryAbilities.length).toBeGreaterThan(0);
    expect(dryAbilities.every((ability) => !ability.enabled)).toBe(true);
  });

  it('API-CH-014: test all runs in the background, one run at a time, with readable progress', async () => {
    const ids = await createChannelsViaApi(harness, admin, local({ key: 'sk-good\nsk-good' }));
    await createChannelsViaApi(harness, admin, local({ name: 'off', status: 2 }));
    const release = network.hold();
    const started = await envelopeOf<{ running: boolean; total: number }>(await harness.request('/api/channel/test', { session: admin }));
    expect(started).toMatchObject({ success: true, data: { running: true, total: 1 } });
    const again = await harness.request('/api/channel/test', { session: admin });
    expect(again.status).toBe(409);
    expect((await envelopeOf(again)).message).toBe(messages.channelTestRunning);
    expect((await envelopeOf(await harness.request('/api/channel/test/progress', { session: admin }))).data).toEqual({ running: true, done: 0, total: 1 });
    release();
    let progress = { running: true, done: 0, total: 0 };
    for (let attempt = 0; attempt < 100 && progress.running; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      progress = (await envelopeOf<typeof progress>(await harness.request('/api/channel/test/progress', { session: admin }))).data!;
    }
    expect(progress).toEqual({ running: false, done: 1, total: 1 });
    expect((await channelRow(ids[0]!)).response_time).toBeGreaterThan(0);
  });
});
