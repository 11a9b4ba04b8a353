import { beforeEach, expect, it } from 'vitest';
import { insertToken, upsertOptions, type NewToken, insertChannel } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createHarness, seedUser, type Harness } from './support/harness.ts';

interface ModelList {
  object: string;
  data: { id: string; object: string; created: number; owned_by: string }[];
}

describeEachDialect('GET /v1/models', (getDb, dialect) => {
  let harness: Harness;
  let userId: number;
  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), { UserUsableGroups: JSON.stringify({ default: 'Default', vip: 'VIP' }), GroupRatio: JSON.stringify({ default: 1, vip: 2 }) });
    harness = createHarness(getDb(), dialect);
    userId = (await seedUser(getDb(), { username: 'alice', group: 'default' })).id;
    const openai = { id: await insertChannel(getDb(), { name: 'o', type: 1, key: 'k', models: '', group: 'default' }) };
    const custom = { id: await insertChannel(getDb(), { name: 'c', type: 9999, key: 'k', models: '', group: 'vip' }) };
    const ability = (group: string, model: string, channelId: number, enabled = 1) => ({
      group,
      model,
      channel_id: channelId,
      enabled,
      priority: 0,
      weight: 0,
      tag: null,
    });
    await getDb()
      .insertInto('abilities')
      .values([
        ability('default', 'gpt-4o', openai.id),
        ability('default', 'gpt-4o-mini', openai.id),
        ability('default', 'disabled-model', openai.id, 0),
        ability('vip', 'vip-model', custom.id),
      ])
      .execute();
  });

  let counter = 0;
  async function keyWith(values: Partial<NewToken>): Promise<string> {
    counter += 1;
    const key = `m${String(counter).padStart(3, '0')}${'y'.repeat(44)}`;
    await insertToken(getDb(), { user_id: userId, key, name: 't', unlimited_quota: true, ...values });
    return `Bearer sk-${key}`;
  }
  const get = async (authorization: string, path = '/v1/models') => harness.request(path, { headers: { Authorization: authorization }, userId: null });

  it('lists the enabled models of the user group as an OpenAI list', async () => {
    const response = await get(await keyWith({}));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ModelList;
    expect(body.object).toBe('list');
    expect(body.data).toEqual([
      { id: 'gpt-4o', object: 'model', created: 1_626_777_600, owned_by: 'openai' },
      { id: 'gpt-4o-mini', object: 'model', created: 1_626_777_600, owned_by: 'openai' },
    ]);
  });

  it('the token group replaces the user group', async () => {
    const body = (await (await get(await keyWith({ group: 'vip' }))).json()) as ModelList;
    expect(body.data.map((model) => model.id)).toEqual(['vip-model']);
    expect(body.data[0]!.owned_by).toBe('custom');
  });

  it('enabled model limits are exactly the list; disabled limits are ignored', async () => {
    const limited = (await (await get(await keyWith({ model_limits_enabled: 1, model_limits: 'gpt-4o,claude-x' }))).json()) as ModelList;
    expect(limited.data.map((model) => model.id)).toEqual(['gpt-4o', 'claude-x']);
    const ignored = (await (await get(await keyWith({ model_limits_enabled: 0, model_limits: 'claude-x' }))).json()) as ModelList;
    expect(ignored.data.map((model) => model.id)).toEqual(['gpt-4o', 'gpt-4o-mini']);
  });

  it('one model by name; unknown or not allowed is a 404 OpenAI error', async () => {
    const key = await keyWith({ model_limits_enabled: 1, model_limits: 'gpt-4o' });
    const found = await get(key, '/v1/models/gpt-4o');
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: 'gpt-4o', object: 'model' });
    const missing = await get(key, '/v1/models/gpt-4o-mini');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { message: "The model 'gpt-4o-mini' does not exist", type: 'invalid_request_error', code: 'model_not_found', param: 'model' },
    });
  });

  it('requires a key', async () => {
    expect((await harness.request('/v1/models', { userId: null })).status).toBe(401);
  });
});
