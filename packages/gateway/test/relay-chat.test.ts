import { expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import { upsertOptions } from '@gateway/db';
import {
  addChannel,
  balances,
  freshWorldEachTest,
  MINI_COST,
  relay,
  relayTestFetch,
  scriptedUpstream,
  waitForLogs,
  type FakeUpstream,
  type RelayWorld,
} from './relay-support.ts';
import { createHarness } from './support/harness.ts';

const chat = (model = 'gpt-4o-mini', extra: Record<string, unknown> = {}) => ({ model, messages: [{ role: 'user', content: 'hi' }], ...extra });

describeEachDialect('relay: chat completions, billing and retries', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { options: { RetryTimes: '2' } });

  it('non-stream: answers the upstream body and bills its usage exactly (Σ log quota == Δ used_quota == −Δ quota)', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { choices: Array<{ message: { content: string } }>; usage: { prompt_tokens: number } };
    expect(body.choices[0]!.message.content).toBe('Hello from gpt-4o-mini');
    expect(response.headers.get('X-Oneapi-Request-Id')).toBeTruthy();
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(MINI_COST);
    expect(after.usedQuota - before.usedQuota).toBe(MINI_COST);
    expect(before.quota - after.quota).toBe(MINI_COST);
    expect(before.tokenRemain - after.tokenRemain).toBe(MINI_COST);
    expect(after.tokenUsed).toBe(MINI_COST);
    expect(after.requestCount).toBe(1);
    const row = after.logs[0]!;
    expect(Number(row.type)).toBe(LogType.Consume);
    expect([Number(row.prompt_tokens), Number(row.completion_tokens), row.model_name]).toEqual([5, 3, 'gpt-4o-mini']);
    const other = JSON.parse(row.other) as Record<string, unknown>;
    expect(other).toMatchObject({ model_ratio: 1, completion_ratio: 4, group_ratio: 1, admin_info: { use_channel: [String(row.channel_id)] } });
    expect(typeof other.frt).toBe('number');
  });

  it('model_mapping: the upstream receives the mapped model and the log says so', async () => {
    await addChannel(getDb(), { base_url: upstream.url, model_mapping: JSON.stringify({ 'gpt-4o-mini': 'gpt-4o' }) });
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(200);
    expect((upstream.requests.at(-1)!.body as { model: string }).model).toBe('gpt-4o');
    await waitForLogs(getDb(), world, 1);
    const { logs } = await balances(getDb(), world);
    expect(JSON.parse(logs[0]!.other)).toMatchObject({ is_model_mapped: true, upstream_model_name: 'gpt-4o' });
    expect(logs[0]!.model_name).toBe('gpt-4o-mini');
  });

  it('param_override replaces top-level keys of the upstream request', async () => {
    await addChannel(getDb(), { base_url: upstream.url, param_override: JSON.stringify({ temperature: 0.1, user: 'relay' }) });
    expect((await relay(world, '/v1/chat/completions', chat('gpt-4o-mini', { temperature: 0.9 }))).status).toBe(200);
    expect(upstream.requests.at(-1)!.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.1, user: 'relay' });
  });

  it('status_code_mapping rewrites the answered status of an upstream error', async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-404`, status_code_mapping: JSON.stringify({ '404': '502' }) });
    expect((await relay(world, '/v1/chat/completions', chat())).status).toBe(502);
  });

  it('insufficient quota: 403 OpenAI error and nothing written', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    await getDb().updateTable('users').set({ quota: 10 }).where('id', '=', world.userId).execute();
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('insufficient_quota');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('a model with neither price nor ratio is refused (403) and writes nothing', async () => {
    await addChannel(getDb(), { base_url: upstream.url, models: 'unpriced-model' });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat('unpriced-model'));
    expect(response.status).toBe(403);
    expect(await balances(getDb(), world)).toEqual(before);
  });

  it('an unpriced model is served when the user accepts unset models (billed at ratio 37.5)', async () => {
    await addChannel(getDb(), { base_url: upstream.url, models: 'unpriced-model' });
    await getDb()
      .updateTable('users')
      .set({ setting: JSON.stringify({ accept_unset_model_ratio_model: true }) })
      .where('id', '=', world.userId)
      .execute();
    const response = await relay(world, '/v1/chat/completions', chat('unpriced-model'));
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    // "Hello from unpriced-model": 5 prompt + 3 completion tokens at ratio 37.5, completion ratio 1.
    expect((await balances(getDb(), world)).consumed).toBe(300);
  });

  it('a token that cannot cover the reservation is refused and the user is not charged either (atomic reserve)', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    await getDb().updateTable('tokens').set({ remain_quota: 5 }).where('id', '=', world.tokenId).execute();
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(403);
    expect(await balances(getDb(), world)).toEqual(before);
  });

  it('bad input answers 400 with an OpenAI error naming the param', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe('messages');
    expect((await relay(world, '/v1/chat/completions', 'not json')).status).toBe(400);
  });

  it('retry: a 500 on the high-priority channel moves to another channel, one log row, billed once', async () => {
    const failing = await addChannel(getDb(), { base_url: `${upstream.url}/fail-500`, priority: 10, name: 'failing' });
    const healthy = await addChannel(getDb(), { base_url: upstream.url, priority: 0, name: 'healthy' });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(Number(after.logs[0]!.channel_id)).toBe(healthy);
    expect(JSON.parse(after.logs[0]!.other).admin_info.use_channel).toEqual([String(failing), String(healthy)]);
    expect(before.quota - after.quota).toBe(MINI_COST);
    expect(after.usedQuota - before.usedQuota).toBe(MINI_COST);
  });

  it('retry: a network error (connection refused) moves to another channel', async () => {
    scriptedUpstream.answer = () => {
      throw new TypeError('fetch failed: ECONNREFUSED');
    };
    try {
      await addChannel(getDb(), { base_url: `${upstream.url}/scripted`, priority: 10 });
      const healthy = await addChannel(getDb(), { base_url: upstream.url });
      const response = await relay(world, '/v1/chat/completions', chat());
      expect(response.status).toBe(200);
      await waitForLogs(getDb(), world, 1);
      const after = await balances(getDb(), world);
      expect(after.logs.map((row) => Number(row.channel_id))).toEqual([healthy]);
    } finally {
      scriptedUpstream.answer = null;
    }
  });

  it('a body that breaks while being read: 502, the reservation refunded, one error row', async () => {
    scriptedUpstream.answer = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            controller.error(new Error('connection reset'));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    try {
      await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
      const before = await balances(getDb(), world);
      const response = await relay(world, '/v1/chat/completions', chat());
      expect(response.status).toBe(502);
      await waitForLogs(getDb(), world, 1);
      const after = await balances(getDb(), world);
      expect([after.quota, after.tokenRemain, after.usedQuota]).toEqual([before.quota, before.tokenRemain, before.usedQuota]);
      expect(after.logs.map((row) => Number(row.type))).toEqual([LogType.Error]);
    } finally {
      scriptedUpstream.answer = null;
    }
  });

  it('RetryTimes 0: the first failure is final and nothing is billed', async () => {
    await upsertOptions(getDb(), { RetryTimes: '0' });
    world.harness = createHarness(getDb(), dialect, { fetch: relayTestFetch });
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-500`, priority: 10 });
    await addChannel(getDb(), { base_url: upstream.url });
    const before = await balances(getDb(), world);
    expect((await relay(world, '/v1/chat/completions', chat())).status).toBe(500);
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).quota).toBe(before.quota);
  });

  it('every channel failing: a clean error with the real status, nothing billed, one error row (type 5)', async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-502`, priority: 5 });
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-503` });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect([502, 503]).toContain(response.status);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/request id: /);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.quota).toBe(before.quota);
    expect(after.tokenRemain).toBe(before.tokenRemain);
    expect(after.usedQuota).toBe(before.usedQuota);
    expect(after.logs.map((row) => [Number(row.type), Number(row.quota)])).toEqual([[LogType.Error, 0]]);
    expect(JSON.parse(after.logs[0]!.other).status_code).toBe(response.status);
  });

  it('a 504 is not retried (the request probably ran upstream)', async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-504`, priority: 5 });
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(504);
    expect(upstream.requests).toHaveLength(0);
  });

  it('no channel for the model: 503, nothing billed', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(503);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect([after.quota, after.tokenRemain, after.usedQuota]).toEqual([before.quota, before.tokenRemain, before.usedQuota]);
  });

  it('token model limits: a model outside them is refused with 403', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    await getDb().updateTable('tokens').set({ model_limits_enabled: 1, model_limits: 'gpt-4o' }).where('id', '=', world.tokenId).execute();
    world.harness = createHarness(getDb(), dialect, { fetch: relayTestFetch });
    const response = await relay(world, '/v1/chat/completions', chat());
    expect(response.status).toBe(403);
  });

  it('/v1/completions goes through the same path and is billed', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/completions', { model: 'gpt-4o-mini', prompt: 'say hi' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { choices: Array<{ text: string }> }).choices[0]!.text).toBe('Hello from gpt-4o-mini');
    expect(upstream.requests.at(-1)!.path).toBe('/v1/completions');
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).consumed).toBe(MINI_COST);
  });

  it('an admin key pinned to a channel (sk-key-<id>) uses exactly that channel', async () => {
    await addChannel(getDb(), { base_url: upstream.url, priority: 10 });
    const pinned = await addChannel(getDb(), { base_url: upstream.url, name: 'pinned' });
    await getDb().updateTable('users').set({ role: 10 }).where('id', '=', world.userId).execute();
    const response = await world.harness.request('/v1/chat/completions', {
      body: chat(),
      headers: { Authorization: `${world.authorization}-${pinned}` },
      userId: null,
    });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    expect(Number((await balances(getDb(), world)).logs[0]!.channel_id)).toBe(pinned);
  });

  it('moderations (default model text-moderation-stable) and rerank go through the same path and are billed', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const moderation = await relay(world, '/v1/moderations', { input: 'hello' });
    expect(moderation.status).toBe(200);
    expect(upstream.requests.at(-1)!.body).toMatchObject({ model: 'text-moderation-stable', input: 'hello' });
    const rerank = await relay(world, '/v1/rerank', { model: 'rerank-1', query: 'q', documents: ['a', 'b'] });
    expect(rerank.status).toBe(200);
    expect((await rerank.json()) as unknown).toMatchObject({ results: [{ index: 0 }] });
    await waitForLogs(getDb(), world, 2);
    const after = await balances(getDb(), world);
    expect(after.logs.map((row) => [row.model_name, Number(row.quota)])).toEqual([
      ['text-moderation-stable', 4],
      ['rerank-1', 6],
    ]);
    expect(after.usedQuota).toBe(10);
  });

  it('embeddings go through the same path and are billed', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/embeddings', { model: 'text-embedding-3-small', input: 'hello' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(1);
    expect(after.usedQuota).toBe(1);
  });
});
