import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { computeCost } from '@gateway/domain';
import { loadTokenCounter } from '../src/services/token-count/index.ts';
import { tokenCounterRequests } from '../src/services/token-count/token-encoding.ts';
import {
  addChannel,
  balances,
  freshWorldEachTest,
  MINI_COST,
  relay,
  scriptedUpstream,
  waitForLogs,
  type FakeUpstream,
  type RelayWorld,
} from './relay-support.ts';

const PRICING = { kind: 'ratio', modelRatio: 1, completionRatio: 4 } as const;

describeEachDialect('relay: usage estimates with a real tokenizer (no usage from the upstream)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  // The tokenizer requests made before each test: the usage-reported path must add none.
  let requestsBefore = 0;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  afterAll(() => {
    scriptedUpstream.answer = null;
  });
  beforeEach(async () => {
    requestsBefore = tokenCounterRequests();
  });

  it('usage reported by the upstream: billed from it and the prompt is never tokenized', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const stream = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }] });
    await stream.text();
    const plain = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(plain.status).toBe(200);
    await waitForLogs(getDb(), world, 2);
    expect((await balances(getDb(), world)).consumed).toBe(2 * MINI_COST);
    expect(tokenCounterRequests() - requestsBefore).toBe(0);
  });

  it('non-stream answer without usage: prompt messages and answer text counted with o200k (gpt-4o-mini)', async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    const answer = 'The capital of France is Paris.';
    scriptedUpstream.answer = () =>
      new Response(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    const messages = [
      { role: 'system', content: 'You answer in one sentence.' },
      { role: 'user', name: 'ann', content: 'What is the capital of France?' },
    ];
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const count = await loadTokenCounter('o200k_base');
    // 3 per message + role + content (+ name + 1), 3 priming the reply.
    const prompt =
      3 + 3 + count('system') + count('You answer in one sentence.') + 3 + count('user') + count('What is the capital of France?') + count('ann') + 1;
    const completion = count(answer);
    expect(completion).toBe(7);
    const after = await balances(getDb(), world);
    expect([Number(after.logs[0]!.prompt_tokens), Number(after.logs[0]!.completion_tokens)]).toEqual([prompt, completion]);
    expect(after.consumed).toBe(computeCost({ promptTokens: prompt, completionTokens: completion }, PRICING, 1));
    expect(after.logs[0]!.content).toContain('usage estimated');
    expect(tokenCounterRequests() - requestsBefore).toBeGreaterThan(0);
  });

  it('a long stream without usage keeps only a bounded prefix for the tokenizer and extrapolates the rest by length', async () => {
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    // 20,000 pieces of "hello " = 120,000 characters, well past what the relay keeps (64 KiB).
    const piece = 'hello ';
    const pieces = 20_000;
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    const body = Array.from({ length: pieces / 100 }, () => chunk(piece.repeat(100))).join('') + 'data: [DONE]\n\n';
    scriptedUpstream.answer = () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'say hello' }] });
    expect((await response.text()).endsWith('data: [DONE]\n\n')).toBe(true);
    await waitForLogs(getDb(), world, 1);
    const count = await loadTokenCounter('o200k_base');
    const exact = count(piece.repeat(pieces));
    const billed = Number((await balances(getDb(), world)).logs[0]!.completion_tokens);
    // Within 1 % of the exact count of the whole answer.
    expect(Math.abs(billed - exact) / exact).toBeLessThan(0.01);
  });
});
