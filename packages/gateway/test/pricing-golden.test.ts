import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertToken } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { computeCost, entryPriceSheet, LogType, modelPricingOfEntry, type BillableUsage, type PricingAnswer } from '@gateway/domain';
import { addChannel, freshWorldEachTest, relay, scriptedUpstream, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

/**
 * Golden cases: what the pricing page computes from GET /api/pricing — the
 * entry through modelPricingOfEntry and computeCost, the group ratio, the status' quota_per_unit —
 * equals the quota the relay writes into the usage log for the same usage, for ratio models (built-in
 * completion ratio, option completion ratio, cache ratio), per-call models and another group.
 */
const OPTIONS = {
  ModelRatio: JSON.stringify({ 'gpt-4o-mini': 0.075, 'acme-chat': 0.3 }),
  CompletionRatio: JSON.stringify({ 'gpt-4o-mini': 1, 'acme-chat': 1.7 }),
  CacheRatio: JSON.stringify({ 'acme-chat': 0.25 }),
  ModelPrice: JSON.stringify({ 'gpt-4o': 0.002 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 2.5 }),
  // Not the default 500 000: the page must take it from the status, as the relay takes it from the options.
  QuotaPerUnit: '1000000',
};

type Usage = { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };

const cases: { label: string; model: string; group: 'default' | 'vip'; usage: Usage }[] = [
  { label: 'ratio model, built-in completion ratio', model: 'gpt-4o-mini', group: 'default', usage: { prompt_tokens: 1234, completion_tokens: 567 } },
  { label: 'ratio model in another group', model: 'gpt-4o-mini', group: 'vip', usage: { prompt_tokens: 98_765, completion_tokens: 4321 } },
  {
    label: 'option completion ratio and cached prompt tokens',
    model: 'acme-chat',
    group: 'default',
    usage: { prompt_tokens: 4000, completion_tokens: 250, cached_tokens: 3000 },
  },
  { label: 'one million input tokens', model: 'acme-chat', group: 'vip', usage: { prompt_tokens: 1_000_000, completion_tokens: 0 } },
  { label: 'per-call model', model: 'gpt-4o', group: 'vip', usage: { prompt_tokens: 50, completion_tokens: 70 } },
];

function answerWith(usage: Usage, model: string): Response {
  const body = {
    id: 'chatcmpl-golden',
    object: 'chat.completion',
    created: 1,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: 'golden' }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: usage.prompt_tokens,
      completion_tokens: usage.completion_tokens,
      total_tokens: usage.prompt_tokens + usage.completion_tokens,
      prompt_tokens_details: { cached_tokens: usage.cached_tokens ?? 0 },
    },
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describeEachDialect('pricing page prices = relay bills (PP-002, PP-003, COM-026, API-PRC-001)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let vipAuthorization: string;

  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { quota: 10_000_000_000, tokenQuota: 0, options: OPTIONS });
  afterEach(() => {
    scriptedUpstream.answer = null;
  });
  beforeEach(async () => {
    await getDb().updateTable('tokens').set({ unlimited_quota: 1 }).where('id', '=', world.tokenId).execute();
    const vipKey = `vip${'v'.repeat(45)}`;
    await insertToken(getDb(), { user_id: world.userId, key: vipKey, name: 'vip-token', unlimited_quota: true, remain_quota: 0, group: 'vip' });
    vipAuthorization = `Bearer sk-${vipKey}`;
    for (const group of ['default', 'vip']) await addChannel(getDb(), { base_url: `${upstream.url}/scripted`, models: 'gpt-4o-mini,acme-chat,gpt-4o', group });
  });

  async function pageFigures(): Promise<{ pricing: PricingAnswer; quotaPerUnit: number }> {
    // The user's own session is not needed: the figures are the same for everyone, only the groups listed differ.
    const pricing = (await (await world.harness.request('/api/pricing')).json()) as PricingAnswer;
    const status = (await (await world.harness.request('/api/status')).json()) as { data: { quota_per_unit: number } };
    return { pricing, quotaPerUnit: status.data.quota_per_unit };
  }

  it.each(cases)('$label: the log quota equals computeCost over the /api/pricing entry', async ({ model, group, usage }) => {
    scriptedUpstream.answer = () => answerWith(usage, model);
    const authorization = group === 'vip' ? vipAuthorization : world.authorization;
    const response = await world.harness.request('/v1/chat/completions', {
      body: { model, messages: [{ role: 'user', content: 'hi' }] },
      headers: { Authorization: authorization },
      userId: null,
    });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const log = await getDb().selectFrom('logs').selectAll().where('user_id', '=', world.userId).executeTakeFirstOrThrow();
    expect([Number(log.type), log.group]).toEqual([LogType.Consume, group]);

    const { pricing, quotaPerUnit } = await pageFigures();
    expect(quotaPerUnit).toBe(1_000_000);
    const entry = pricing.data.find((candidate) => candidate.model_name === model)!;
    const billable: BillableUsage = { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, cachedTokens: usage.cached_tokens };
    const shown = computeCost(billable, modelPricingOfEntry(entry, quotaPerUnit), pricing.group_ratio[group]!);
    expect(shown).toBeGreaterThan(0);
    expect(Number(log.quota)).toBe(shown);
  });

  it("COM-026: the page's price per 1M input tokens is what the relay bills for 1M input tokens", async () => {
    scriptedUpstream.answer = () => answerWith({ prompt_tokens: 1_000_000, completion_tokens: 0 }, 'gpt-4o-mini');
    await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    await waitForLogs(getDb(), world, 1);
    const log = await getDb().selectFrom('logs').select('quota').where('user_id', '=', world.userId).executeTakeFirstOrThrow();
    const { pricing, quotaPerUnit } = await pageFigures();
    const sheet = entryPriceSheet(pricing.data.find((candidate) => candidate.model_name === 'gpt-4o-mini')!, pricing.group_ratio['default']!, quotaPerUnit);
    expect(sheet).toEqual({ kind: 'tokens', inputPerMillion: Number(log.quota), outputPerMillion: Number(log.quota) * 4 });
  });
});
