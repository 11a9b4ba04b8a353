import { afterEach, beforeEach, expect, it } from 'vitest';
import { computeCost } from '@gateway/domain';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, scriptedUpstream, waitForLogs, type RelayWorld } from './relay-support.ts';

const MODEL = 'gpt-4o';
const PRICES = { ModelRatio: JSON.stringify({ [MODEL]: 2 }), CompletionRatio: JSON.stringify({ [MODEL]: 4 }), ModelPrice: JSON.stringify({}) };
const SCRIPTED = 'http://127.0.0.1:9/scripted';

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const ANSWER = 'The quick brown fox jumps over the lazy dog, twice over.';
/** An OpenAI-compatible upstream that never reports usage (include_usage ignored). */
const NO_USAGE_STREAM =
  ANSWER.split(' ')
    .map((word, index) => chunk({ content: index === 0 ? word : ` ${word}` }))
    .join('') +
  chunk({}, 'stop') +
  'data: [DONE]\n\n';

const generate = {
  systemInstruction: { parts: [{ text: 'You are a careful assistant who answers in one sentence.' }] },
  contents: [{ role: 'user', parts: [{ text: 'Tell me a pangram about a fox and a dog, and say it twice.' }] }],
};

describeEachDialect('relay: Gemini-native calls on a chat channel whose upstream reports no usage', (getDb, dialect) => {
  let world: RelayWorld;

  freshWorldEachTest(getDb, dialect, (fresh) => ({ world } = fresh), { quota: 5_000_000, tokenQuota: 1_000_000, options: PRICES });
  beforeEach(async () => {
    await addChannel(getDb(), { type: 1, key: 'sk-openai', base_url: SCRIPTED, models: MODEL });
    scriptedUpstream.answer = () => new Response(NO_USAGE_STREAM, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });

  afterEach(() => {
    scriptedUpstream.answer = null;
  });

  it(':streamGenerateContent is billed for the Gemini prompt and the streamed text by the tokenizer, once', async () => {
    const response = await world.harness.request(`/v1beta/models/${MODEL}:streamGenerateContent?alt=sse`, {
      body: generate,
      headers: { Authorization: world.authorization },
      userId: null,
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"text":" twice"');
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    const row = after.logs[0]!;
    const prompt = Number(row.prompt_tokens);
    const completion = Number(row.completion_tokens);
    // The system instruction and the user turn (~25 tokens with framing); the 12-word answer (~13 tokens).
    expect(prompt).toBeGreaterThan(20);
    expect(completion).toBeGreaterThan(10);
    expect(completion).toBeLessThan(20);
    expect(after.consumed).toBe(computeCost({ promptTokens: prompt, completionTokens: completion }, { kind: 'ratio', modelRatio: 2, completionRatio: 4 }, 1));
    expect(5_000_000 - after.quota).toBe(after.consumed);
  });

  it(':generateContent without upstream usage: the same tokenizer estimate, and the answer still Gemini-shaped', async () => {
    scriptedUpstream.answer = () =>
      Response.json({
        id: 'c2',
        object: 'chat.completion',
        created: 1,
        model: MODEL,
        choices: [{ index: 0, message: { role: 'assistant', content: ANSWER }, finish_reason: 'stop' }],
      });
    const response = await world.harness.request(`/v1beta/models/${MODEL}:generateContent`, {
      body: generate,
      headers: { Authorization: world.authorization },
      userId: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ candidates: [{ content: { parts: [{ text: ANSWER }] }, finishReason: 'STOP' }] });
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(Number(after.logs[0]!.prompt_tokens)).toBeGreaterThan(20);
    expect(Number(after.logs[0]!.completion_tokens)).toBeGreaterThan(10);
    expect(after.consumed).toBeGreaterThan(0);
    expect(5_000_000 - after.quota).toBe(after.consumed);
  });
});
