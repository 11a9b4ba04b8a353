import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { responsesReplay } from '../fixtures/mock-upstream/session-replay.ts';
import { loadResponsesSession, type ResponsesUsage } from '../fixtures/agent-sessions/responses-session.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';

const session = loadResponsesSession('codex');
const TOKEN_NAME = 'codex-replay';
/** The same turns sent to a chat-only channel under this model (converted, ADR 0038). */
const CONVERTED_MODEL = 'deepseek-codex';

interface LogRow {
  id: number;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  model_name: string;
  other: string;
}

function eventTypes(sse: string): string[] {
  return [...sse.matchAll(/^event: (.+)$/gm)].map((match) => match[1]!);
}

/** A recorded Codex CLI session replayed through the gateway: native bytes unchanged, every turn billed once, exactly. */
describe('replay: a Codex CLI session (Responses API) through the gateway', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let apiKey: string;

  /** The token's consume rows, of one model when given (each test bills its own model, so rows the previous test is still writing cannot count). */
  async function consumeLogs(model = ''): Promise<LogRow[]> {
    return (await admin.call<{ items: LogRow[] }>('GET', `/api/log/?p=0&page_size=100&type=2&token_name=${TOKEN_NAME}&model_name=${model}`)).items;
  }

  async function waitForRows(count: number, model = ''): Promise<LogRow[]> {
    for (let round = 0; round < 100; round += 1) {
      const rows = await consumeLogs(model);
      if (rows.length >= count) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return (await consumeLogs(model)).sort((first, second) => first.id - second.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} log rows`);
  }

  async function quota(): Promise<number> {
    return (await admin.call<{ quota: number }>('GET', '/api/user/self')).quota;
  }

  function send(body: Record<string, unknown>): Promise<Response> {
    return fetch(`${server.url}${session.path}`, {
      method: 'POST',
      headers: { ...session.headers, Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** computeCost with the logged ratios: uncached input + cached × cache ratio + output × completion ratio (model and group ratio 1). */
  function expectBilled(row: LogRow, usage: ResponsesUsage): void {
    const other = JSON.parse(row.other) as { request_path: string; cache_tokens: number; cache_ratio: number; completion_ratio: number };
    expect(other.request_path).toBe('/v1/responses');
    expect(row.prompt_tokens).toBe(usage.input_tokens);
    expect(row.completion_tokens).toBe(usage.output_tokens);
    expect(other.cache_tokens).toBe(usage.input_tokens_details.cached_tokens);
    const cached = usage.input_tokens_details.cached_tokens;
    expect(row.quota).toBe(Math.round(usage.input_tokens - cached + cached * other.cache_ratio + usage.output_tokens * other.completion_ratio));
  }

  beforeAll(async () => {
    responsesReplay.add(session);
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'openai-codex', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-5-codex', group: 'default' },
    });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'deepseek-codex', type: 43, key: 'sk-upstream', base_url: upstream.url, models: CONVERTED_MODEL, group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-5-codex': 1, [CONVERTED_MODEL]: 1 }) });
    await admin.call('PUT', '/api/option/', { key: 'CompletionRatio', value: JSON.stringify({ 'gpt-5-codex': 8, [CONVERTED_MODEL]: 2 }) });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: TOKEN_NAME,
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    apiKey = `sk-${token!.key}`;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it("native OpenAI channel: every turn's events reach the agent byte for byte, in order; one row per turn, billed exactly; Σ rows = Δ balance", async () => {
    const before = await quota();
    for (const turn of session.turns) {
      const response = await send(turn.request);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const text = await response.text();
      expect(eventTypes(text)).toEqual(eventTypes(turn.streamText));
      expect(text).toBe(turn.streamText);
      expect(upstream.requests.at(-1)!.body).toEqual(turn.request);
    }
    const rows = await waitForRows(session.turns.length);
    expect(rows).toHaveLength(session.turns.length);
    rows.forEach((row, index) => expectBilled(row, session.turns[index]!.usage));
    expect(before - (await quota())).toBe(rows.reduce((sum, row) => sum + row.quota, 0));
  });

  it('the official client accumulates the replayed stream: reasoning summary, the shell call, the final answer', async () => {
    const client = new OpenAI({ apiKey, baseURL: `${server.url}/v1`, maxRetries: 0, defaultHeaders: session.headers });
    const finals = [];
    for (const turn of session.turns)
      finals.push(await client.responses.stream(turn.request as unknown as OpenAI.Responses.ResponseCreateParamsStreaming).finalResponse());
    expect(finals[0]!.output.map((item) => item.type)).toEqual(['reasoning', 'function_call']);
    expect(finals[0]!.output[1]).toMatchObject({ name: 'shell', call_id: 'call_Xq3kTz9vR2mB7nLp4sWd1' });
    expect(finals[2]!.output_text).toContain('214');
    expect(finals[2]!.usage).toEqual(session.turns[2]!.usage);
  });

  it('the same turns on a chat-only channel: converted (reasoning items dropped, calls and outputs as chat messages), each turn completed and billed once', async () => {
    const before = (await consumeLogs(CONVERTED_MODEL)).length;
    for (const turn of session.turns) {
      const response = await send({ ...turn.request, model: CONVERTED_MODEL });
      expect(response.status).toBe(200);
      const types = eventTypes(await response.text());
      expect(types.slice(0, 2)).toEqual(['response.created', 'response.in_progress']);
      expect(types.at(-1)).toBe('response.completed');
      const chat = upstream.requests.at(-1)!;
      expect(chat.path).toBe('/v1/chat/completions');
      const messages = (chat.body as { messages: Array<{ role: string }> }).messages;
      const input = turn.request.input as Array<{ type: string }>;
      expect(messages.filter((message) => message.role === 'tool')).toHaveLength(input.filter((item) => item.type === 'function_call_output').length);
      expect(JSON.stringify(messages)).not.toContain('encrypted_content');
    }
    const rows = await waitForRows(before + session.turns.length, CONVERTED_MODEL);
    expect(rows).toHaveLength(before + session.turns.length);
    for (const row of rows.slice(before))
      expect(JSON.parse(row.other)).toMatchObject({ request_path: '/v1/responses', request_conversion: 'responses_to_chat' });
  });
});
