import {
  ApiError,
  FunctionCallingConfigMode,
  GoogleGenAI,
  Type,
  type Content,
  type GenerateContentResponse,
  type GenerateContentResponseUsageMetadata,
} from '@google/genai';
import { computeCost, type ModelPricing } from '@gateway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply, MOCK_TOOL_ARGUMENTS, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { geminiCalls, MOCK_GEMINI_TOKEN_COUNT, MOCK_GEMINI_USAGE } from '../fixtures/mock-upstream/gemini-generate.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';
import { logRows, settledSnapshot, type LogRowView } from './support/ledger.ts';

/** Served by a Gemini channel (type 24): the Gemini API passed through natively. */
const NATIVE = 'gemini-native';
/** Served by an OpenAI channel (type 1): converted to chat and back. */
const CONVERTED = 'gemini-converted';
/** Served by an OpenAI channel whose upstream answers 503 (the mock's fault directive through model_mapping). */
const FAILING = 'gemini-failing';
const CHANNEL_KEY = 'AIza-channel-key';
const PRICING: Record<string, ModelPricing> = {
  [NATIVE]: { kind: 'ratio', modelRatio: 1.5, completionRatio: 4, cacheRatio: 0.25 },
  [CONVERTED]: { kind: 'ratio', modelRatio: 1, completionRatio: 2 },
};
const REPLY_WORDS = 3;
const TOOL_ARGS = JSON.parse(MOCK_TOOL_ARGUMENTS) as Record<string, unknown>;

const weatherTool = {
  functionDeclarations: [
    { name: 'get_weather', description: 'Current weather', parameters: { type: Type.OBJECT, properties: { city: { type: Type.STRING } }, required: ['city'] } },
  ],
};
const hello: Content[] = [{ role: 'user', parts: [{ text: 'hi' }] }];

/** What computeCost bills for the usage a Gemini client sees (prompt includes cached, output is candidates + thoughts). */
function costOf(model: string, usage: GenerateContentResponseUsageMetadata | undefined): number {
  const prompt = usage?.promptTokenCount ?? 0;
  const completion = (usage?.candidatesTokenCount ?? 0) + (usage?.thoughtsTokenCount ?? 0);
  return computeCost({ promptTokens: prompt, completionTokens: completion, cachedTokens: usage?.cachedContentTokenCount ?? 0 }, PRICING[model]!, 1);
}

/** The official @google/genai client (Gemini CLI's) with its base URL at the real apps/server, over the mock upstream. */
describe('contract: official @google/genai client through the gateway', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;
  let client: GoogleGenAI;

  async function consumeRows(model: string): Promise<LogRowView[]> {
    return (await logRows(admin, { type: 2, model })).filter((row) => row.username === caller.username);
  }

  /** Runs `request`, waits for the ledger to settle, and checks: one new consume row, its quota == Δ used quota. */
  async function billedOnce<T>(model: string, request: () => Promise<T>): Promise<{ result: T; row: LogRowView }> {
    const before = await settledSnapshot(admin, caller);
    const rowsBefore = await consumeRows(model);
    const result = await request();
    const after = await settledSnapshot(admin, caller);
    const rows = await consumeRows(model);
    expect(rows).toHaveLength(rowsBefore.length + 1);
    const row = rows.reduce((newest, candidate) => (candidate.id > newest.id ? candidate : newest));
    expect(after.consumeRows - before.consumeRows).toBe(1);
    expect(after.userUsedQuota - before.userUsedQuota).toBe(row.quota);
    expect(after.consumeQuota - before.consumeQuota).toBe(row.quota);
    expect(before.tokenRemainQuota - after.tokenRemainQuota).toBe(row.quota);
    return { result, row };
  }

  async function streamed(model: string, contents: Content[], config: Record<string, unknown> = {}): Promise<GenerateContentResponse[]> {
    const chunks: GenerateContentResponse[] = [];
    for await (const chunk of await client.models.generateContentStream({ model, contents, config })) chunks.push(chunk);
    return chunks;
  }

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'gemini-mock', type: 24, key: CHANNEL_KEY, base_url: upstream.url, models: NATIVE, group: 'default' },
    });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'openai-mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: CONVERTED, group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [NATIVE]: 1.5, [CONVERTED]: 1, [FAILING]: 1 }) });
    await admin.call('PUT', '/api/option/', { key: 'CompletionRatio', value: JSON.stringify({ [NATIVE]: 4, [CONVERTED]: 2 }) });
    await admin.call('PUT', '/api/option/', { key: 'CacheRatio', value: JSON.stringify({ [NATIVE]: 0.25 }) });
    caller = await createLimitedCaller(server.url, admin, { username: 'geminicli', quota: 5_000_000, tokenQuota: 1_000_000 });
    client = new GoogleGenAI({ apiKey: caller.apiKey, httpOptions: { baseUrl: server.url } });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  describe('native: a Gemini channel', () => {
    it('generateContent: the upstream answer, the channel key upstream, one log row billed by computeCost (cached prompt and thoughts)', async () => {
      const { result, row } = await billedOnce(NATIVE, () =>
        client.models.generateContent({ model: NATIVE, contents: hello, config: { maxOutputTokens: 64 } }),
      );
      expect(result.text).toBe(mockReply(NATIVE));
      expect(result.usageMetadata).toMatchObject({ ...MOCK_GEMINI_USAGE, candidatesTokenCount: REPLY_WORDS });
      expect(geminiCalls.at(-1)).toMatchObject({
        action: 'generateContent',
        model: NATIVE,
        apiKey: CHANNEL_KEY,
        body: { contents: hello, generationConfig: { maxOutputTokens: 64 } },
      });
      expect(row.quota).toBe(costOf(NATIVE, result.usageMetadata));
      expect(row.prompt_tokens).toBe(MOCK_GEMINI_USAGE.promptTokenCount);
      expect(row.completion_tokens).toBe(REPLY_WORDS + MOCK_GEMINI_USAGE.thoughtsTokenCount);
    });

    it('generateContentStream: ?alt=sse upstream, chunks in order, the final usageMetadata billed once', async () => {
      const { result: chunks, row } = await billedOnce(NATIVE, () => streamed(NATIVE, hello));
      expect(chunks.map((chunk) => chunk.text)).toEqual(['Hello', ' from', ` ${NATIVE}`]);
      expect(geminiCalls.at(-1)).toMatchObject({ action: 'streamGenerateContent', search: '?alt=sse', apiKey: CHANNEL_KEY });
      const usage = chunks.at(-1)!.usageMetadata;
      expect(usage).toMatchObject({ candidatesTokenCount: REPLY_WORDS, thoughtsTokenCount: 2 });
      expect(row.quota).toBe(costOf(NATIVE, usage));
    });

    it('function calling, plain and streamed: the functionCall part reaches the client', async () => {
      const { result: plain } = await billedOnce(NATIVE, () =>
        client.models.generateContent({ model: NATIVE, contents: hello, config: { tools: [weatherTool] } }),
      );
      expect(plain.functionCalls).toEqual([{ name: 'get_weather', args: TOOL_ARGS }]);
      const { result: chunks } = await billedOnce(NATIVE, () => streamed(NATIVE, hello, { tools: [weatherTool] }));
      expect(chunks.flatMap((chunk) => chunk.functionCalls ?? [])).toEqual([{ name: 'get_weather', args: TOOL_ARGS }]);
    });

    it('countTokens: counted by the channel with its key, never billed, no log row', async () => {
      const before = await settledSnapshot(admin, caller);
      const counted = await client.models.countTokens({ model: NATIVE, contents: hello });
      expect(counted.totalTokens).toBe(MOCK_GEMINI_TOKEN_COUNT);
      expect(geminiCalls.at(-1)).toMatchObject({ action: 'countTokens', model: NATIVE, apiKey: CHANNEL_KEY, body: { contents: hello } });
      const after = await settledSnapshot(admin, caller);
      expect(after).toEqual(before);
    });
  });

  describe('converted: an OpenAI channel', () => {
    it('generateContent: a chat completion upstream, a Gemini answer back, billed once', async () => {
      const { result, row } = await billedOnce(CONVERTED, () =>
        client.models.generateContent({ model: CONVERTED, contents: hello, config: { systemInstruction: 'be brief', maxOutputTokens: 64 } }),
      );
      expect(result.text).toBe(mockReply(CONVERTED));
      expect(result.candidates?.[0]?.finishReason).toBe('STOP');
      expect(result.usageMetadata).toMatchObject({ promptTokenCount: 5, candidatesTokenCount: REPLY_WORDS, totalTokenCount: 5 + REPLY_WORDS });
      const sent = upstream.requests.at(-1)!;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.body).toMatchObject({
        model: CONVERTED,
        max_tokens: 64,
        messages: [
          { role: 'system', content: 'be brief' },
          { role: 'user', content: 'hi' },
        ],
      });
      expect(row.quota).toBe(costOf(CONVERTED, result.usageMetadata));
    });

    it('generateContentStream: text deltas as Gemini chunks, usageMetadata on the last, billed once', async () => {
      const { result: chunks, row } = await billedOnce(CONVERTED, () => streamed(CONVERTED, hello));
      expect(chunks.map((chunk) => chunk.text ?? '').join('')).toBe(mockReply(CONVERTED));
      expect(chunks.length).toBeGreaterThan(2);
      const usage = chunks.at(-1)!.usageMetadata;
      expect(usage).toMatchObject({ promptTokenCount: 5, candidatesTokenCount: REPLY_WORDS });
      expect(chunks.at(-1)!.candidates?.[0]?.finishReason).toBe('STOP');
      expect(row.quota).toBe(costOf(CONVERTED, usage));
    });

    it('a function-call round trip: functionCall streamed whole, the functionResponse sent back as a tool message with the call id', async () => {
      const { result: chunks } = await billedOnce(CONVERTED, () => streamed(CONVERTED, hello, { tools: [weatherTool] }));
      const calls = chunks.flatMap((chunk) => chunk.functionCalls ?? []);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ name: 'get_weather', args: TOOL_ARGS });
      const call = calls[0]!;
      const followUp: Content[] = [
        ...hello,
        { role: 'model', parts: [{ functionCall: call }] },
        { role: 'user', parts: [{ functionResponse: { id: call.id, name: call.name, response: { output: '18°C' } } }] },
      ];
      const { result: answer } = await billedOnce(CONVERTED, () =>
        client.models.generateContent({
          model: CONVERTED,
          contents: followUp,
          config: { tools: [weatherTool], toolConfig: { functionCallingConfig: { mode: FunctionCallingConfigMode.NONE } } },
        }),
      );
      expect(answer.text).toBe(mockReply(CONVERTED));
      const sent = upstream.requests.at(-1)!.body as { messages: Array<Record<string, unknown>>; tool_choice: unknown; tools: unknown[] };
      expect(sent.tool_choice).toBe('none');
      expect(sent.tools).toEqual([
        {
          type: 'function',
          function: {
            name: 'get_weather',
            description: 'Current weather',
            parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
        },
      ]);
      expect(sent.messages).toEqual([
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: call.id, type: 'function', function: { name: 'get_weather', arguments: MOCK_TOOL_ARGUMENTS } }],
        },
        { role: 'tool', tool_call_id: call.id, content: '{"output":"18°C"}' },
      ]);
    });

    it('countTokens: the tokenizer estimate, no upstream call, never billed', async () => {
      const before = await settledSnapshot(admin, caller);
      const upstreamCalls = upstream.requests.length;
      const counted = await client.models.countTokens({ model: CONVERTED, contents: hello });
      expect(counted.totalTokens).toBeGreaterThan(0);
      expect(counted.totalTokens).not.toBe(MOCK_GEMINI_TOKEN_COUNT);
      expect(upstream.requests).toHaveLength(upstreamCalls);
      expect(await settledSnapshot(admin, caller)).toEqual(before);
    });
  });

  /** The ApiError @google/genai raised, and the Google envelope it carries as its message (ADR 0048). */
  async function refusal(call: () => Promise<unknown>): Promise<{ status: number; body: { error: { code: number; status: string; message: string } } }> {
    const error = await call().then(
      () => expect.fail('the call should have been refused'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    const body = JSON.parse(apiError.message) as { error: { code: number; status: string; message: string } };
    expect(body.error.code).toBe(apiError.status);
    return { status: apiError.status, body };
  }

  it("refusals in Google's envelope, raised as ApiError: bad key 401 UNAUTHENTICATED, unpriced model 404 NOT_FOUND, bad field 400 INVALID_ARGUMENT, upstream 503 UNAVAILABLE; no money moves", async () => {
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: {
        name: 'failing-mock',
        type: 1,
        key: 'sk-upstream',
        base_url: upstream.url,
        models: FAILING,
        group: 'default',
        model_mapping: JSON.stringify({ [FAILING]: 'broken+status=503' }),
      },
    });
    const before = await settledSnapshot(admin, caller);
    const stranger = new GoogleGenAI({ apiKey: 'sk-not-a-real-key', httpOptions: { baseUrl: server.url } });
    const denied = await refusal(() => stranger.models.generateContent({ model: NATIVE, contents: hello }));
    expect([denied.status, denied.body.error.status]).toEqual([401, 'UNAUTHENTICATED']);
    const unpriced = await refusal(() => client.models.generateContentStream({ model: 'gemini-unpriced', contents: hello }));
    expect([unpriced.status, unpriced.body.error.status]).toEqual([404, 'NOT_FOUND']);
    const uncounted = await refusal(() => client.models.countTokens({ model: 'gemini-unpriced', contents: hello }));
    expect([uncounted.status, uncounted.body.error.status]).toEqual([404, 'NOT_FOUND']);
    const invalid = await refusal(() => client.models.generateContent({ model: NATIVE, contents: hello, config: { maxOutputTokens: 2 ** 40 } }));
    expect([invalid.status, invalid.body.error.status]).toEqual([400, 'INVALID_ARGUMENT']);
    const failed = await refusal(() => client.models.generateContentStream({ model: FAILING, contents: hello }));
    expect([failed.status, failed.body.error.status]).toEqual([503, 'UNAVAILABLE']);
    const after = await settledSnapshot(admin, caller);
    expect([after.userQuota, after.userUsedQuota, after.tokenRemainQuota, after.consumeRows, after.consumeQuota]).toEqual([
      before.userQuota,
      before.userUsedQuota,
      before.tokenRemainQuota,
      before.consumeRows,
      before.consumeQuota,
    ]);
    // The routed refusal (the failing upstream) writes its error row; the others are refused before routing.
    expect(after.errorRows - before.errorRows).toBe(1);
  });
});
