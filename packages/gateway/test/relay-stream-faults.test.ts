import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { computeCost } from '@gateway/domain';
import { countChatPromptTokens, loadTokenCounter } from '../src/services/token-count/index.ts';
import { addChannel, balances, freshWorldEachTest, relay, scriptedUpstream, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

const PRICING = { kind: 'ratio', modelRatio: 1, completionRatio: 4 } as const;

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

/** An upstream SSE body that sends `parts` and then either ends, errors, or hangs until aborted. */
function scripted(parts: string[], ending: 'end' | 'hang', state: { aborted: boolean }) {
  scriptedUpstream.answer = (init) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        if (ending === 'end') controller.close();
        init?.signal?.addEventListener('abort', () => {
          state.aborted = true;
          controller.error(new Error('aborted'));
        });
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

const request = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }], ...extra });

describeEachDialect('relay: stream fault policy', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  afterAll(() => {
    scriptedUpstream.answer = null;
  });
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
  });

  async function expectBilled(promptTokens: number, completionTokens: number) {
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    const expected = computeCost({ promptTokens, completionTokens }, PRICING, 1);
    expect([Number(after.logs[0]!.prompt_tokens), Number(after.logs[0]!.completion_tokens)]).toEqual([promptTokens, completionTokens]);
    expect(after.consumed).toBe(expected);
    expect(after.usedQuota).toBe(expected);
    expect(1_000_000 - after.quota).toBe(expected);
    expect(500_000 - after.tokenRemain).toBe(expected);
    return after;
  }

  it('no usage from the upstream: prompt and streamed text counted by the tokenizer (o200k for gpt-4o-mini), synthetic usage chunk when asked', async () => {
    const state = { aborted: false };
    scripted([chunk('abcdefgh'), chunk('ijkl'), 'data: [DONE]\n\n'], 'end', state);
    const body = request({ stream_options: { include_usage: true } });
    const response = await relay(world, '/v1/chat/completions', body);
    const text = await response.text();
    const count = await loadTokenCounter('o200k_base');
    // OpenAI's chat format: 3 per message + role + content, 3 priming the reply.
    const prompt = 3 + 3 + count('user') + count('hi');
    expect(prompt).toBe(8);
    const completion = count('abcdefghijkl');
    expect(text).toContain(`"usage":{"prompt_tokens":${prompt},"completion_tokens":${completion},"total_tokens":${prompt + completion}}`);
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    const after = await expectBilled(prompt, completion);
    expect(after.logs[0]!.content).toContain('usage estimated');
  });

  it('streamed tool-call deltas reach the client unchanged; their arguments count toward the estimate', async () => {
    const state = { aborted: false };
    const toolChunk = (delta: Record<string, unknown>) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { tool_calls: [{ index: 0, ...delta }] }, finish_reason: null }] })}\n\n`;
    scripted(
      [
        toolChunk({ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } }),
        toolChunk({ function: { arguments: '{"city":"Paris"}' } }),
        'data: [DONE]\n\n',
      ],
      'end',
      state,
    );
    const body = request({ tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }] });
    const text = await (await relay(world, '/v1/chat/completions', body)).text();
    expect(text).toContain('"name":"get_weather"');
    expect(text).toContain('{\\"city\\":\\"Paris\\"}');
    // The tool definition counts toward the prompt; the call's name and arguments toward the completion.
    const count = await loadTokenCounter('o200k_base');
    await expectBilled(countChatPromptTokens(body, count), count('get_weather{"city":"Paris"}'));
  });

  it('pass-through (include_usage) stops at a malformed or choices:null event: the client only ever receives valid JSON events', async () => {
    const state = { aborted: false };
    const usage = { prompt_tokens: 4, completion_tokens: 2, total_tokens: 6 };
    scripted(
      [
        chunk('abc'),
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: null })}\n\n`,
        'data: {"id":"c","choices":[{"delta":\n\n',
        chunk('def'),
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [], usage })}\n\n`,
        'data: [DONE]\n\n',
      ],
      'end',
      state,
    );
    const text = await (await relay(world, '/v1/chat/completions', request({ stream_options: { include_usage: true } }))).text();
    const events = text
      .split('\n\n')
      .filter((event) => event.startsWith('data: '))
      .map((event) => event.slice(6));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((data) => JSON.parse(data) as { choices: unknown; usage?: unknown });
    expect(chunks.every((parsed) => Array.isArray(parsed.choices))).toBe(true);
    expect(text).toContain('abc');
    expect(text).toContain('def');
    expect(chunks.at(-1)!.usage).toEqual(usage);
    await expectBilled(4, 2);
  });

  it('upstream error mid-stream: the client gets the events so far and the error; what was streamed is billed', async () => {
    const state = { aborted: false };
    scripted([chunk('abcdefgh'), `data: ${JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } })}\n\n`], 'hang', state);
    const body = request();
    const response = await relay(world, '/v1/chat/completions', body);
    const text = await response.text();
    expect(text).toContain('abcdefgh');
    expect(text).toContain('overloaded');
    expect(state.aborted).toBe(true);
    const count = await loadTokenCounter('o200k_base');
    const after = await expectBilled(3 + 3 + count('user') + count('hi'), count('abcdefgh'));
    expect(JSON.parse(after.logs[0]!.other).interruption).toMatch(/upstream error mid-stream/);
  });

  it('client disconnect: the upstream request is aborted and what was streamed is billed', async () => {
    const state = { aborted: false };
    scripted([chunk('abcdefgh')], 'hang', state);
    const body = request();
    const response = await relay(world, '/v1/chat/completions', body);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('abcdefgh');
    await reader.cancel();
    const count = await loadTokenCounter('o200k_base');
    const after = await expectBilled(3 + 3 + count('user') + count('hi'), count('abcdefgh'));
    expect(state.aborted).toBe(true);
    expect(JSON.parse(after.logs[0]!.other).interruption).toBe('client disconnected');
  });
});
