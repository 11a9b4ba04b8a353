import Anthropic from '@anthropic-ai/sdk';
import { computeCost } from '@gateway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { anthropicCalls, anthropicCountCalls } from '../fixtures/mock-upstream/anthropic-messages.ts';
import { anthropicReplay } from '../fixtures/mock-upstream/session-replay.ts';
import { loadRecordedSession, recordedUsage, type RecordedTurn } from '../fixtures/agent-sessions/recorded-session.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';
import { logRows, settledSnapshot } from './support/ledger.ts';

const session = loadRecordedSession('claude-code');
const CHANNEL_KEY = 'sk-ant-replay-channel';
/** Ratios per model of the session (cache reads 0.1, writes the default 1.25). */
const RATIOS: Record<string, { modelRatio: number; completionRatio: number }> = {
  'claude-sonnet-4-5-20250929': { modelRatio: 1.5, completionRatio: 5 },
  'claude-haiku-4-5-20251001': { modelRatio: 0.5, completionRatio: 5 },
};
const MODELS = Object.keys(RATIOS);

/** computeCost of a recorded turn's usage, as Anthropic reported it (the input side excludes cache reads and writes). */
function recordedCost(turn: RecordedTurn): number {
  const usage = recordedUsage(turn);
  const model = String(turn.request.model);
  return computeCost(
    {
      promptTokens: usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens,
      completionTokens: usage.output_tokens,
      cachedTokens: usage.cache_read_input_tokens,
      cacheCreationTokens: usage.cache_creation_input_tokens,
    },
    { kind: 'ratio', ...RATIOS[model]!, cacheRatio: 0.1 },
    1,
  );
}

/**
 * A recorded Claude-Code-style session (thinking, redacted thinking, tools, prompt caching,
 * count_tokens, several turns) replayed through the real server to a native Anthropic channel of the mock
 * upstream: every streamed answer reaches the agent byte for byte, and the money adds up exactly.
 */
describe('replay: a recorded Claude Code session through the gateway', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;

  async function consumeRows(): Promise<Array<{ id: number; model: string; quota: number }>> {
    const rows = await Promise.all(MODELS.map((model) => logRows(admin, { type: 2, model })));
    return rows
      .flat()
      .filter((row) => row.username === caller.username)
      .map((row) => ({ id: row.id, model: row.model_name, quota: row.quota }));
  }

  function send(turn: RecordedTurn): Promise<Response> {
    const path = turn.kind === 'count_tokens' ? '/v1/messages/count_tokens?beta=true' : session.path;
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json', 'x-api-key': caller.apiKey },
      body: JSON.stringify(turn.request),
    });
  }

  beforeAll(async () => {
    anthropicReplay.add(session);
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'anthropic-replay', type: 14, key: CHANNEL_KEY, base_url: upstream.url, models: MODELS.join(','), group: 'default' },
    });
    const ratio = (field: 'modelRatio' | 'completionRatio') => JSON.stringify(Object.fromEntries(MODELS.map((model) => [model, RATIOS[model]![field]])));
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: ratio('modelRatio') });
    await admin.call('PUT', '/api/option/', { key: 'CompletionRatio', value: ratio('completionRatio') });
    await admin.call('PUT', '/api/option/', { key: 'CacheRatio', value: JSON.stringify(Object.fromEntries(MODELS.map((model) => [model, 0.1]))) });
    caller = await createLimitedCaller(server.url, admin, { username: 'claudecode', quota: 50_000_000, tokenQuota: 10_000_000 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('every turn in order: streams byte for byte, JSON and counts as recorded, headers passed through; Σ log quota == Δ used quota == Σ computeCost of the recorded usage', async () => {
    const before = await settledSnapshot(admin, caller);
    const seen = new Set((await consumeRows()).map((row) => row.id));
    for (const [index, turn] of session.turns.entries()) {
      const response = await send(turn);
      expect(response.status, `turn ${index} (${turn.kind})`).toBe(200);
      if (turn.streamText !== undefined) {
        expect(response.headers.get('content-type')).toContain('text/event-stream');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.toString('utf8'), `turn ${index}: ${turn.note}`).toBe(turn.streamText);
        expect(bytes.equals(Buffer.from(turn.streamText, 'utf8'))).toBe(true);
      } else {
        expect(await response.json(), `turn ${index}`).toEqual(turn.response);
      }
      const call = turn.kind === 'count_tokens' ? anthropicCountCalls.at(-1) : anthropicCalls.at(-1);
      expect(call).toMatchObject({ apiKey: CHANNEL_KEY, version: session.headers['anthropic-version'], beta: session.headers['anthropic-beta'] });
    }
    const after = await settledSnapshot(admin, caller);

    const billed = session.turns.filter((turn) => turn.kind === 'messages');
    const expected = billed.map((turn) => ({ model: String(turn.request.model), quota: recordedCost(turn) }));
    const total = expected.reduce((sum, row) => sum + row.quota, 0);
    const newRows = (await consumeRows()).filter((row) => !seen.has(row.id)).map(({ model, quota }) => ({ model, quota }));
    // One consume row per generated answer, none for count_tokens; each row is computeCost of its recorded usage.
    expect(after.consumeRows - before.consumeRows).toBe(billed.length);
    expect(after.errorRows).toBe(before.errorRows);
    const byQuota = (left: { model: string; quota: number }, right: { model: string; quota: number }) =>
      left.model.localeCompare(right.model) || left.quota - right.quota;
    expect([...newRows].sort(byQuota)).toEqual([...expected].sort(byQuota));
    expect(after.consumeQuota - before.consumeQuota).toBe(total);
    expect(after.userUsedQuota - before.userUsedQuota).toBe(total);
    expect(before.userQuota - after.userQuota).toBe(total);
    expect(before.tokenRemainQuota - after.tokenRemainQuota).toBe(total);
  });

  it('the official SDK replaying the streamed turns assembles exactly the assistant message the agent sent back next (thinking with signature, redacted thinking, tool input)', async () => {
    const client = new Anthropic({ apiKey: caller.apiKey, baseURL: server.url, maxRetries: 0 });
    const turns = session.turns.filter((turn) => turn.kind === 'messages');
    for (const [index, turn] of turns.entries()) {
      const next = turns[index + 1];
      if (turn.streamText === undefined || next === undefined) continue;
      const { stream: _stream, ...body } = turn.request;
      const message = await client.messages.stream(body as unknown as Anthropic.MessageStreamParams, { headers: session.headers }).finalMessage();
      const sentBack = (next.request.messages as Array<{ role: string; content: unknown }>).at(-2)!;
      expect(sentBack.role).toBe('assistant');
      expect(message.content).toEqual(sentBack.content);
    }
  });
});
