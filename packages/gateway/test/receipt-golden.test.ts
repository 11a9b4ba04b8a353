import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertToken } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { buildCostReceipt, DEFAULT_QUOTA_PER_UNIT, LogType, parseLogOther, type CostReceipt } from '@gateway/domain';
import { addChannel, balances, freshWorldEachTest, scriptedUpstream, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

/**
 * For every golden billing case, the cost receipt the console builds from a usage
 * row's `other` (buildCostReceipt, packages/domain) adds up to the quota the relay charged, and its
 * settlement (reserved − charged) is what the balance really lost. QuotaPerUnit is not the default
 * here while the receipt is given the default: per-call prices, images and tool calls must be priced
 * with the QuotaPerUnit the row recorded.
 */
const SEARCH_MODEL = 'gpt-4o-mini-search-preview';
const CLAUDE = 'claude-sonnet-4';
const OPTIONS = {
  ModelRatio: JSON.stringify({ 'gpt-4o-mini': 0.075, 'acme-chat': 0.3, [SEARCH_MODEL]: 0.075, [CLAUDE]: 1.5, 'dall-e-2': 8 }),
  CompletionRatio: JSON.stringify({ 'acme-chat': 1.7, [SEARCH_MODEL]: 4, [CLAUDE]: 5 }),
  CacheRatio: JSON.stringify({ 'acme-chat': 0.25, [CLAUDE]: 0.1 }),
  ModelPrice: JSON.stringify({ 'gpt-4o': 0.002 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 2.5 }),
  QuotaPerUnit: '1000000',
  RetryTimes: '0',
};
const MODELS = `gpt-4o-mini,acme-chat,gpt-4o,${SEARCH_MODEL},dall-e-2`;

type Usage = { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };

function chatAnswer(model: string, usage: Usage | null): Response {
  const body = {
    id: 'chatcmpl-receipt',
    object: 'chat.completion',
    created: 1,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: 'The receipt adds up.' }, finish_reason: 'stop' }],
    ...(usage === null
      ? {}
      : {
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens, prompt_tokens_details: { cached_tokens: usage.cached_tokens ?? 0 } },
        }),
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function claudeAnswer(): Response {
  const usage = {
    input_tokens: 40,
    cache_read_input_tokens: 1000,
    cache_creation_input_tokens: 200,
    output_tokens: 77,
    server_tool_use: { web_search_requests: 2 },
  };
  const body = {
    id: 'msg_receipt',
    type: 'message',
    role: 'assistant',
    model: CLAUDE,
    content: [{ type: 'text', text: 'Sunny.' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage,
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

type Case = {
  label: string;
  path: string;
  body: Record<string, unknown>;
  group?: 'vip';
  answer?: () => Response;
  expect: Partial<CostReceipt> & { promptSource: string };
};

const chat = (model: string, extra: Record<string, unknown> = {}) => ({ model, messages: [{ role: 'user', content: 'How much does this cost?' }], ...extra });

const cases: Case[] = [
  {
    label: 'cache tokens and an option completion ratio',
    path: '/v1/chat/completions',
    body: chat('acme-chat', { max_tokens: 400 }),
    answer: () => chatAnswer('acme-chat', { prompt_tokens: 4000, completion_tokens: 250, cached_tokens: 3000 }),
    expect: { kind: 'ratio', promptSource: 'upstream' },
  },
  {
    label: 'group ratio (vip 2.5) on a ratio model',
    path: '/v1/chat/completions',
    body: chat('gpt-4o-mini'),
    group: 'vip',
    answer: () => chatAnswer('gpt-4o-mini', { prompt_tokens: 98_765, completion_tokens: 4321 }),
    expect: { kind: 'ratio', groupRatio: 2.5, promptSource: 'upstream' },
  },
  {
    label: 'fixed price per call in the vip group',
    path: '/v1/chat/completions',
    body: chat('gpt-4o'),
    group: 'vip',
    answer: () => chatAnswer('gpt-4o', { prompt_tokens: 50, completion_tokens: 70 }),
    expect: { kind: 'price', quotaPerUnit: 1_000_000, promptSource: 'upstream' },
  },
  {
    label: 'tool calls: a search-preview model bills one web search',
    path: '/v1/chat/completions',
    body: chat(SEARCH_MODEL),
    answer: () => chatAnswer(SEARCH_MODEL, { prompt_tokens: 12, completion_tokens: 30 }),
    expect: { kind: 'ratio', promptSource: 'upstream' },
  },
  {
    label: 'Anthropic cache reads, cache writes and two server-side web searches',
    path: '/v1/messages',
    body: { model: CLAUDE, max_tokens: 256, messages: [{ role: 'user', content: 'weather?' }] },
    answer: claudeAnswer,
    expect: { kind: 'ratio', promptSource: 'upstream' },
  },
  {
    label: 'estimated usage: the upstream sent none, the tokenizer counted',
    path: '/v1/chat/completions',
    body: chat('gpt-4o-mini'),
    answer: () => chatAnswer('gpt-4o-mini', null),
    expect: { kind: 'ratio', promptSource: 'estimated' },
  },
  {
    label: 'images: two at 512² (size ratio 0.45)',
    path: '/v1/images/generations',
    body: { model: 'dall-e-2', prompt: 'two cats', n: 2, size: '512x512' },
    expect: { kind: 'image', promptSource: 'counted' },
  },
];

describeEachDialect('cost receipt = billed quota for every golden billing case (LOG-024, LOG-026)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let vipAuthorization: string;

  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { quota: 1_000_000_000, tokenQuota: 500_000_000, options: OPTIONS });
  afterEach(() => {
    scriptedUpstream.answer = null;
  });
  beforeEach(async () => {
    const vipKey = `vip${'v'.repeat(45)}`;
    await insertToken(getDb(), { user_id: world.userId, key: vipKey, name: 'vip-token', unlimited_quota: true, remain_quota: 0, group: 'vip' });
    vipAuthorization = `Bearer sk-${vipKey}`;
  });

  it.each(cases)('$label', async ({ path, body, group, answer, expect: expected }) => {
    if (answer !== undefined) {
      scriptedUpstream.answer = answer;
      const model = String(body.model);
      await addChannel(getDb(), {
        base_url: `${upstream.url}/scripted`,
        models: model,
        group: group ?? 'default',
        ...(model === CLAUDE ? { type: 14, key: 'sk-ant' } : {}),
      });
    } else {
      await addChannel(getDb(), { base_url: upstream.url, models: MODELS });
    }
    const before = await balances(getDb(), world);
    const authorization = group === 'vip' ? vipAuthorization : world.authorization;
    const response = await world.harness.request(path, { body, headers: { Authorization: authorization }, userId: null });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    const row = after.logs[0]!;
    expect(Number(row.type)).toBe(LogType.Consume);

    const receipt = buildCostReceipt(
      { prompt_tokens: Number(row.prompt_tokens), completion_tokens: Number(row.completion_tokens), quota: Number(row.quota) },
      parseLogOther(row.other).fields,
      DEFAULT_QUOTA_PER_UNIT,
    )!;
    const { promptSource, ...shape } = expected;
    expect(receipt).toMatchObject(shape);
    expect(receipt.sources).toEqual({ prompt: promptSource, completion: promptSource });
    expect(Number(row.quota)).toBeGreaterThan(0);
    // The receipt's own arithmetic, rounded as the relay rounds, and computeCost over the row: both the billed quota.
    expect([receipt.rounded, receipt.quota]).toEqual([Number(row.quota), Number(row.quota)]);
    expect(receipt).toMatchObject({ matches: true, reproducible: true, minimumCharge: false });
    // The settlement it shows is what happened to the balance: the reservation minus the refund is the charge.
    expect(receipt.settlement!.reserved).toBeGreaterThan(0);
    expect(receipt.settlement!.returned).toBe(receipt.settlement!.reserved - Number(row.quota));
    expect(before.quota - after.quota).toBe(Number(row.quota));
  });

  it('the receipt of a plain row names every term: tokens × ratio summed, × model ratio × group ratio', async () => {
    scriptedUpstream.answer = () => chatAnswer('acme-chat', { prompt_tokens: 4000, completion_tokens: 250, cached_tokens: 3000 });
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted`, models: 'acme-chat' });
    await world.harness.request('/v1/chat/completions', { body: chat('acme-chat'), headers: { Authorization: world.authorization }, userId: null });
    await waitForLogs(getDb(), world, 1);
    const row = (await balances(getDb(), world)).logs[0]!;
    const receipt = buildCostReceipt(
      { prompt_tokens: Number(row.prompt_tokens), completion_tokens: Number(row.completion_tokens), quota: Number(row.quota) },
      parseLogOther(row.other).fields,
      DEFAULT_QUOTA_PER_UNIT,
    )!;
    // (1000 + 3000 × 0.25 + 250 × 1.7) × 0.3 × 1 = 2175 × 0.3 = 652.5 → 653.
    expect(receipt.terms.map((term) => [term.kind, term.tokens, term.ratio])).toEqual([
      ['input', 1000, 1],
      ['cached', 3000, 0.25],
      ['output', 250, 1.7],
    ]);
    expect(receipt.weightedTokens).toBeCloseTo(2175, 9);
    expect([receipt.rounded, Number(row.quota)]).toEqual([653, 653]);
  });
});
