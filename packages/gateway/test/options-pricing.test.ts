import { beforeEach, expect, it } from 'vitest';
import { loadAllOptions, upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { computeCost, defaultModelRatio, messages, modelPricingFor, optionDefinition, readPricingTables, Role } from '@gateway/domain';
import { addChannel, balances, freshWorldEachTest, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

/** Valid values of each pricing option, and what each refused value must say (SET-009, SET-014, SET-026, SET-027). */
const cases = {
  ModelRatio: {
    valid: { 'gpt-4o': 1.25, 'openai/gpt-4o': 1.25, 'mj_*': 0, ['__proto__']: 2 },
    refused: [
      ['{"gpt-4o": 1', /ModelRatio is not a valid JSON string/],
      ['[1, 2]', /ModelRatio must be a JSON object/],
      ['{"gpt-4o": "1.25"}', /ModelRatio must map names to numbers/],
      ['{"gpt-4o": -1}', /ModelRatio: the ratio of gpt-4o must be 0 or greater/],
      ['{" gpt-4o": 1}', /ModelRatio: " gpt-4o" is not a valid model name/],
      ['{"__proto__": -1}', /ModelRatio: the ratio of __proto__ must be 0 or greater/],
    ],
  },
  ModelPrice: {
    valid: { 'dall-e-3': 0.04, mj_inpaint: 0 },
    refused: [
      ['{"dall-e-3": -0.04}', /ModelPrice: the ratio of dall-e-3 must be 0 or greater/],
      ['{"": 1}', /ModelPrice: "" is not a valid model name/],
      ['{"dall-e-3": null}', /ModelPrice must map names to numbers/],
    ],
  },
  CompletionRatio: {
    valid: { 'qwen-max': 3 },
    refused: [
      ['{"qwen-max": true}', /CompletionRatio must map names to numbers/],
      [JSON.stringify({ 'qwen\u0000max': 3 }), /CompletionRatio: .* is not a valid model name/],
    ],
  },
  CacheRatio: {
    valid: { 'gpt-4o': 0.5 },
    refused: [['{"gpt-4o": -0.5}', /CacheRatio: the ratio of gpt-4o must be 0 or greater/]],
  },
  GroupRatio: {
    valid: { default: 1, vip: 0.8, free: 0 },
    refused: [
      ['{"default": -1}', /GroupRatio: the ratio of default must be 0 or greater/],
      ['{"vip,svip": 1}', /GroupRatio: "vip,svip" is not a valid group name/],
      ['"default"', /GroupRatio must be a JSON object/],
    ],
  },
  UserUsableGroups: {
    valid: { default: 'Default group', vip: 'VIP' },
    refused: [
      ['{"vip": 1}', /UserUsableGroups must map names to text/],
      ['{"a,b": "x"}', /UserUsableGroups: "a,b" is not a valid group name/],
    ],
  },
  Chats: {
    valid: [{ NextChat: 'https://app.nextchat.dev/#/?settings={"key":"{key}"}' }, { AMA: 'ama://set-api-key?server={address}&key={key}' }],
    refused: [
      ['{"NextChat": "https://x"}', /Chats must be a JSON array/],
      ['[{"A": "https://a", "B": "https://b"}]', /Chats must be a list of objects mapping a name to a link/],
      ['[{"Evil": "javascript:alert(document.cookie)"}]', /Chats: the link of Evil must not be empty nor a javascript:/],
      ['[{"Evil": "data:text/html,<script>alert(1)</script>"}]', /Chats: the link of Evil must not be empty/],
    ],
  },
} as const;

describeEachDialect('pricing options: JSON shapes and the model ratio reset', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
  });

  const put = (key: string, value: string) => harness.request('/api/option/', { method: 'PUT', session: root, body: { key, value } });
  const reset = (session?: Session) =>
    harness.request('/api/option/rest_model_ratio', { method: 'POST', ...(session === undefined ? { userId: null } : { session }) });
  const stored = () => loadAllOptions(getDb());

  it.each(Object.entries(cases))(
    'SET-009 / SET-026 / SET-027 / SET-014: %s stores a value of its shape and refuses every other with 400, writing nothing',
    async (key, { valid, refused }) => {
      const text = JSON.stringify(valid, null, 2);
      const saved = await put(key, text);
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect((await stored())[key]).toBe(text);
      for (const [value, message] of refused) {
        const before = await stored();
        const response = await put(key, value);
        expect(response.status, value).toBe(400);
        expect((await envelopeOf(response)).message, value).toMatch(message);
        expect(await stored()).toEqual(before);
      }
      expect(harness.loggedErrors).toEqual([]);
    },
  );

  it('SET-028 / API-OPT-003: POST /api/option/rest_model_ratio restores the built-in ModelRatio and leaves the other pricing maps', async () => {
    expect((await put('ModelRatio', '{"gpt-4o": 99}')).status).toBe(200);
    expect((await put('ModelPrice', '{"dall-e-3": 0.5}')).status).toBe(200);
    expect((await put('CompletionRatio', '{"qwen-max": 3}')).status).toBe(200);
    const response = await reset(root);
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).success).toBe(true);
    const after = await stored();
    expect(JSON.parse(after['ModelRatio']!)).toEqual(defaultModelRatio);
    expect(after['ModelRatio']).toBe(optionDefinition('ModelRatio')!.default);
    expect(after['ModelPrice']).toBe('{"dall-e-3": 0.5}');
    expect(after['CompletionRatio']).toBe('{"qwen-max": 3}');
    // The in-memory copy follows at once: GET /api/option/ serves the restored table.
    const entries = (await envelopeOf<{ key: string; value: string }[]>(await harness.request('/api/option/', { session: root }))).data!;
    expect(entries.find((entry) => entry.key === 'ModelRatio')?.value).toBe(optionDefinition('ModelRatio')!.default);
  });

  it('SET-028: only root may reset the model ratios; an admin, a common user and a stranger change nothing', async () => {
    await upsertOptions(getDb(), { ModelRatio: '{"gpt-4o": 99}' });
    harness = createHarness(getDb(), dialect);
    const { session: admin } = await seedAndLogin(harness, { username: 'admin', role: Role.Admin });
    const { session: common } = await seedAndLogin(harness, { username: 'common' });
    for (const session of [admin, common]) {
      const response = await reset(session);
      expect(response.status).toBe(403);
      expect((await envelopeOf(response)).message).toBe(messages.insufficientPermission);
    }
    expect((await reset()).status).toBe(401);
    expect((await stored())['ModelRatio']).toBe('{"gpt-4o": 99}');
  });
});

describeEachDialect('model ratio reset reaches the relay', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));

  it('SET-028: a model priced only by the built-in table is refused before the reset and billed with its built-in ratio after', async () => {
    const root = await setUpRoot(world.harness);
    await addChannel(getDb(), { base_url: upstream.url, models: 'gpt-4' });
    const chat = { model: 'gpt-4', messages: [{ role: 'user', content: 'hi' }] };
    const before = await relay(world, '/v1/chat/completions', chat);
    expect(before.status).not.toBe(200);

    expect((await world.harness.request('/api/option/rest_model_ratio', { method: 'POST', session: root })).status).toBe(200);
    const after = await relay(world, '/v1/chat/completions', chat);
    expect(after.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const [row] = (await balances(getDb(), world)).logs;
    const pricing = modelPricingFor('gpt-4', readPricingTables(await loadAllOptions(getDb())))!;
    expect(pricing).toMatchObject({ kind: 'ratio', modelRatio: defaultModelRatio['gpt-4'] });
    expect(Number(row!.quota)).toBe(computeCost({ promptTokens: Number(row!.prompt_tokens), completionTokens: Number(row!.completion_tokens) }, pricing, 1));
    expect(Number(row!.quota)).toBeGreaterThan(0);
  });
});
