import { afterEach, beforeEach, expect, it } from 'vitest';
import { computeCost } from '@gateway/domain';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, scriptedUpstream, waitForLogs, type RelayWorld } from './relay-support.ts';
import thinkingEvents from './__fixtures__/anthropic-thinking-tool-use.events.json' with { type: 'json' };

const MODEL = 'claude-sonnet-4-5';
const PRICES = { ModelRatio: JSON.stringify({ [MODEL]: 1.5 }), CompletionRatio: JSON.stringify({ [MODEL]: 5 }), CacheRatio: JSON.stringify({ [MODEL]: 0.1 }) };
const PRICING = { kind: 'ratio', modelRatio: 1.5, completionRatio: 5, cacheRatio: 0.1 } as const;
const SCRIPTED = 'http://127.0.0.1:9/scripted';

/**
 * An extended-thinking + tool-use answer as Anthropic streams it (its events in __fixtures__, one `event:`/`data:`
 * pair each); message_delta repeats the input side (newer API versions).
 */
const THINKING_STREAM = thinkingEvents.map((payload) => `event: ${payload.type}\ndata: ${JSON.stringify(payload)}\n\n`).join('');
const THINKING_COST = computeCost({ promptTokens: 9 + 310 + 2400, completionTokens: 141, cachedTokens: 2400, cacheCreationTokens: 310 }, PRICING, 1);

/** The body in pieces of `size` bytes, cut anywhere (inside events and UTF-8 sequences). */
function piecewise(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const body = {
  model: MODEL,
  max_tokens: 8000,
  thinking: { type: 'enabled', budget_tokens: 4000 },
  tools: [{ name: 'Read', input_schema: { type: 'object' } }],
  messages: [{ role: 'user', content: 'fix sum' }],
  stream: true,
};

describeEachDialect('relay: Anthropic extended thinking, tools and prompt caching', (getDb, dialect) => {
  let world: RelayWorld;
  const upstreamBodies: unknown[] = [];

  freshWorldEachTest(getDb, dialect, (fresh) => ({ world } = fresh), { quota: 5_000_000, tokenQuota: 1_000_000, options: PRICES });
  beforeEach(() => {
    upstreamBodies.length = 0;
  });

  afterEach(() => {
    scriptedUpstream.answer = null;
  });

  it.each([7, 64, 100_000])(
    'native /v1/messages stream: the upstream bytes reach the client unchanged (%i-byte upstream pieces); billed once, computeCost of the merged usage',
    async (size) => {
      await addChannel(getDb(), { type: 14, key: 'sk-ant', base_url: SCRIPTED, models: MODEL });
      scriptedUpstream.answer = (init) => {
        upstreamBodies.push(JSON.parse(String(init?.body)));
        return new Response(piecewise(THINKING_STREAM, size), { status: 200, headers: { 'content-type': 'text/event-stream' } });
      };
      const response = await world.harness.request('/v1/messages', {
        body,
        headers: { 'x-api-key': world.authorization.replace('Bearer ', ''), 'anthropic-beta': 'interleaved-thinking-2025-05-14' },
        userId: null,
      });
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(THINKING_STREAM));
      expect(upstreamBodies).toEqual([body]);

      await waitForLogs(getDb(), world, 1);
      const after = await balances(getDb(), world);
      expect(after.logs).toHaveLength(1);
      expect(after.consumed).toBe(THINKING_COST);
      expect(5_000_000 - after.quota).toBe(THINKING_COST);
      expect(1_000_000 - after.tokenRemain).toBe(THINKING_COST);
      expect(Number(after.logs[0]!.prompt_tokens)).toBe(9 + 310 + 2400);
      expect(Number(after.logs[0]!.completion_tokens)).toBe(141);
      expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ cache_tokens: 2400, cache_creation_tokens: 310, cache_creation_ratio: 1.25 });
    },
  );

  it('converted /v1/messages on an OpenAI channel: the upstream cached_tokens become cache_read_input_tokens and are billed at the cache ratio', async () => {
    await addChannel(getDb(), { type: 1, key: 'sk-openai', base_url: SCRIPTED, models: MODEL });
    const usage = { prompt_tokens: 1200, completion_tokens: 40, total_tokens: 1240, prompt_tokens_details: { cached_tokens: 1024 } };
    scriptedUpstream.answer = () =>
      Response.json({
        id: 'chatcmpl-c',
        object: 'chat.completion',
        created: 1,
        model: MODEL,
        choices: [{ index: 0, message: { role: 'assistant', content: 'done' }, finish_reason: 'stop' }],
        usage,
      });
    const response = await world.harness.request('/v1/messages', {
      body: { ...body, stream: false, thinking: undefined },
      headers: { Authorization: world.authorization },
      userId: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: 'done' }],
      usage: { input_tokens: 176, cache_read_input_tokens: 1024, cache_creation_input_tokens: 0, output_tokens: 40 },
    });

    await waitForLogs(getDb(), world, 1);
    const cost = computeCost({ promptTokens: 1200, completionTokens: 40, cachedTokens: 1024 }, PRICING, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.consumed).toBe(cost);
    expect(5_000_000 - after.quota).toBe(cost);
    expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ cache_tokens: 1024 });
  });
});
