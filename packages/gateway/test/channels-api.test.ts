import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { channelBody, createChannelsViaApi, expectAbilitiesConsistent, snapshot } from './channel-support.ts';

interface ChannelPage {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  page_size: number;
}

describeEachDialect('channel management API', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let common: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    common = (await seedAndLogin(harness, { username: 'common' })).session;
  });

  const channelRow = (id: number) => getDb().selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('admin only: a normal user is refused on every channel route and nothing is written', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    const before = await snapshot(getDb());
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/channel/?p=0'],
      ['GET', '/api/channel/search?keyword=a'],
      ['GET', '/api/channel/models'],
      ['GET', '/api/channel/models_enabled'],
      ['GET', `/api/channel/${id}`],
      ['POST', '/api/channel/', channelBody()],
      ['PUT', '/api/channel/', { id, status: 2 }],
      ['DELETE', `/api/channel/${id}/`],
      ['DELETE', '/api/channel/disabled'],
      ['POST', '/api/channel/batch', { ids: [id] }],
      ['POST', '/api/channel/batch/tag', { ids: [id], tag: 't' }],
      ['PUT', '/api/channel/tag', { tag: 't', priority: 1 }],
      ['POST', '/api/channel/tag/enabled', { tag: 't' }],
      ['POST', '/api/channel/tag/disabled', { tag: 't' }],
      ['POST', '/api/channel/fix'],
      ['POST', `/api/channel/copy/${id}`],
      ['GET', `/api/channel/fetch_models/${id}`],
      ['POST', '/api/channel/fetch_models', { base_url: 'http://127.0.0.1:1', type: 1, key: 'k' }],
      ['GET', `/api/channel/test/${id}`],
      ['GET', '/api/channel/test'],
      ['GET', '/api/channel/test/progress'],
      ['GET', `/api/channel/update_balance/${id}`],
      ['GET', '/api/channel/update_balance'],
    ];
    for (const [method, path, body] of routes) {
      const response = await harness.request(path, { method, session: common, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await envelopeOf(response)).success).toBe(false);
    }
    const anonymous = await harness.request('/api/channel/?p=0');
    expect(anonymous.status).toBe(401);
    expect(await snapshot(getDb())).toEqual(before);
  });

  it('API-CH-004 / CH-039 / CH-041: create stores the defaults and the abilities; keys never come back (API-CH-001, API-CH-003)', async () => {
    const [id] = await createChannelsViaApi(
      harness,
      admin,
      channelBody({ models: ' gpt-4o , gpt-4o-mini,gpt-4o ', group: 'default,vip', base_url: 'https://example.com/' }),
    );
    const row = await channelRow(id!);
    expect(row).toMatchObject({
      type: 1,
      auto_ban: 1,
      priority: 0,
      status: 1,
      models: 'gpt-4o,gpt-4o-mini',
      group: 'default,vip',
      base_url: 'https://example.com',
      key: 'sk-one',
    });
    await expectAbilitiesConsistent(getDb());
    expect(await getDb().selectFrom('abilities').selectAll().execute()).toHaveLength(4);

    const detail = await harness.request(`/api/channel/${id}`, { session: admin });
    const detailText = await detail.text();
    expect(detailText).not.toContain('sk-one');
    expect(JSON.parse(detailText).data).toMatchObject({ id, name: 'openai-1', models: 'gpt-4o,gpt-4o-mini' });
    const list = await harness.request('/api/channel/?p=0&page_size=10', { session: admin });
    const listText = await list.text();
    expect(listText).not.toContain('sk-one');
    expect(listText).not.toContain('"key"');
    expect((await harness.request('/api/channel/999999', { session: admin })).status).toBe(404);
  });

  it('CH-046: batch mode creates one channel per non-empty key line; single mode keeps them in one channel', async () => {
    const batch = await createChannelsViaApi(harness, admin, channelBody({ key: 'sk-a\n\n sk-b \nsk-c\n' }, 'batch'));
    expect(batch).toHaveLength(3);
    expect((await Promise.all(batch.map(channelRow))).map((row) => row.key)).toEqual(['sk-a', 'sk-b', 'sk-c']);
    const single = await createChannelsViaApi(harness, admin, channelBody({ key: 'sk-x\nsk-y' }));
    expect(single).toHaveLength(1);
    expect((await channelRow(single[0]!)).key).toBe('sk-x\nsk-y');
    // new-api's flat body (no {mode, channel}) is batch.
    const flat = await createChannelsViaApi(harness, admin, { name: 'flat', type: 1, key: 'k1\nk2', models: 'gpt-4o' });
    expect(flat).toHaveLength(2);
    await expectAbilitiesConsistent(getDb());
  });

  it('CH-047: a type 41 JSON service-account key is one channel and needs a region in other', async () => {
    const key = JSON.stringify({ type: 'service_account', project_id: 'p' }, null, 2);
    const refused = await harness.request('/api/channel/', { session: admin, body: channelBody({ type: 41, key, models: 'gemini-2.5-pro' }, 'batch') });
    expect(refused.status).toBe(400);
    expect((await envelopeOf(refused)).message).toBe('The deployment region cannot be empty');
    const ids = await createChannelsViaApi(harness, admin, channelBody({ type: 41, key, other: 'us-central1', models: 'gemini-2.5-pro' }, 'batch'));
    expect(ids).toHaveLength(1);
    expect((await channelRow(ids[0]!)).key).toBe(key);
  });

  it('CH-048: type 18 with an empty other is stored as v2.1', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody({ type: 18, key: 'app|secret|key', models: 'SparkDesk-v3.5' }));
    expect((await channelRow(id!)).other).toBe('v2.1');
  });

  it.each([
    ['CH-043: name required', { name: '' }, messages.channelNameKeyRequired],
    ['CH-043: key required', { key: '  ' }, messages.channelNameKeyRequired],
    ['CH-044: at least one model', { models: ' , ' }, messages.channelModelsRequired],
    ['CH-045: model_mapping must be a JSON object', { model_mapping: '{bad' }, 'channel.model_mapping: must be a valid JSON object'],
    ['model name at most 191 characters', { models: `gpt-4o,${'m'.repeat(192)}` }, 'channel.models: each model name must be at most 191 characters'],
    ['group name at most 64 characters', { group: `default,${'g'.repeat(65)}` }, 'channel.group: each group name must be at most 64 characters'],
    ['priority at least -999', { priority: -1000 }, 'channel.priority: must be at least -999'],
    ['weight is a non-negative integer', { weight: 1.5 }, 'channel.weight: must be an integer'],
    ['unknown type', { type: 28 }, 'channel.type: is not a known channel type'],
    ['base_url must be http(s)', { base_url: 'ftp://x' }, 'channel.base_url: must be an http:// or https:// URL'],
    ['pipe keys need their parts', { type: 15, key: 'only-one-part' }, 'Each key must have 2 parts separated by "|" (API_KEY|SECRET_KEY)'],
  ])('create refuses: %s, writing nothing', async (_name, overrides, message) => {
    const before = await snapshot(getDb());
    const response = await harness.request('/api/channel/', { session: admin, body: channelBody(overrides, 'batch') });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(message);
    expect(await snapshot(getDb())).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it('API-CH-005 / CH-011 / CH-023 / CH-024: partial updates of status, priority and weight keep abilities in step', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    for (const patch of [{ status: 2 }, { priority: -999 }, { weight: 7 }, { status: 1 }]) {
      const response = await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id, ...patch } });
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('sk-one');
      expect(await channelRow(id!)).toMatchObject(patch);
      await expectAbilitiesConsistent(getDb());
    }
    await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id, status: 2 } });
    const abilities = await getDb().selectFrom('abilities').selectAll().where('channel_id', '=', id!).execute();
    expect(abilities.every((ability) => !ability.enabled)).toBe(true);
  });

  it.each([
    [{ priority: -1000 }, 'priority: must be at least -999'],
    [{ priority: 1.5 }, 'priority: must be an integer'],
    [{ weight: -1 }, 'weight: must be at least 0'],
    [{ status: 7 }, 'status: must be 1, 2 or 3'],
    [{ models: '' }, messages.channelModelsRequired],
    [{ name: '' }, 'name: cannot be empty'],
  ])('update refuses %o and writes nothing', async (patch, message) => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    const before = await snapshot(getDb());
    const response = await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id, ...patch } });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(message);
    expect(await snapshot(getDb())).toEqual(before);
  });

  it('full edit: a blank key keeps the stored key, a new key replaces it, models and groups rebuild the abilities', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    const edit = { id, name: 'renamed', type: 1, key: '', models: 'o3', group: 'vip,default', base_url: '', other: '', model_mapping: '{"a":"b"}' };
    expect((await harness.request('/api/channel/', { method: 'PUT', session: admin, body: edit })).status).toBe(200);
    expect(await channelRow(id!)).toMatchObject({ name: 'renamed', key: 'sk-one', models: 'o3', group: 'vip,default', model_mapping: '{"a":"b"}' });
    await expectAbilitiesConsistent(getDb());
    await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id, key: 'sk-two' } });
    expect((await channelRow(id!)).key).toBe('sk-two');
    expect((await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id: 424242, status: 1 } })).status).toBe(404);
  });

  it('API-CH-006 / API-CH-017: delete one and delete disabled remove channels with their abilities', async () => {
    const ids = await createChannelsViaApi(harness, admin, channelBody({ key: 'a\nb\nc\nd' }, 'batch'));
    expect((await harness.request(`/api/channel/${ids[0]}/`, { method: 'DELETE', session: admin })).status).toBe(200);
    expect((await harness.request(`/api/channel/${ids[0]}/`, { method: 'DELETE', session: admin })).status).toBe(404);
    await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id: ids[1], status: 2 } });
    await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id: ids[2], status: 3 } });
    const response = await envelopeOf<number>(await harness.request('/api/channel/disabled', { method: 'DELETE', session: admin }));
    expect(response.data).toBe(2);
    expect((await getDb().selectFrom('channels').select('id').execute()).map((row) => Number(row.id))).toEqual([ids[3]]);
    await expectAbilitiesConsistent(getDb());
  });

  it('API-CH-018 / CH-029: batch delete is all-or-nothing', async () => {
    const ids = await createChannelsViaApi(harness, admin, channelBody({ key: 'a\nb\nc' }, 'batch'));
    const before = await snapshot(getDb());
    const refused = await harness.request('/api/channel/batch', { session: admin, body: { ids: [ids[0], 987654] } });
    expect(refused.status).toBe(404);
    expect(await snapshot(getDb())).toEqual(before);
    expect((await harness.request('/api/channel/batch', { session: admin, body: { ids: [] } })).status).toBe(400);
    expect(await snapshot(getDb())).toEqual(before);
    const done = await envelopeOf<number>(await harness.request('/api/channel/batch', { session: admin, body: { ids: [ids[0], ids[1], ids[0]] } }));
    expect(done.data).toBe(2);
    await expectAbilitiesConsistent(getDb());
  });

  it('API-CH-020 / API-CH-011 / API-CH-012: batch tag, tag edit (new_tag "" dissolves), tag enable/disable', async () => {
    const ids = await createChannelsViaApi(harness, admin, channelBody({ key: 'a\nb\nc' }, 'batch'));
    const tagged = await envelopeOf<number>(await harness.request('/api/channel/batch/tag', { session: admin, body: { ids: [ids[0], ids[1]], tag: 'team' } }));
    expect(tagged.data).toBe(2);
    await expectAbilitiesConsistent(getDb());

    const edited = await harness.request('/api/channel/tag', {
      method: 'PUT',
      session: admin,
      body: { tag: 'team', priority: 5, weight: 3, models: 'o3,o4-mini', groups: 'vip', model_mapping: '' },
    });
    expect((await envelopeOf<number>(edited)).data).toBe(2);
    expect(await channelRow(ids[0]!)).toMatchObject({ priority: 5, weight: 3, models: 'o3,o4-mini', group: 'vip', tag: 'team' });
    expect(await channelRow(ids[2]!)).toMatchObject({ priority: 0, models: 'gpt-4o,gpt-4o-mini', tag: null });
    await expectAbilitiesConsistent(getDb());

    expect((await harness.request('/api/channel/tag/disabled', { session: admin, body: { tag: 'team' } })).status).toBe(200);
    expect((await channelRow(ids[1]!)).status).toBe(2);
    await expectAbilitiesConsistent(getDb());
    expect((await harness.request('/api/channel/tag/enabled', { session: admin, body: { tag: 'team' } })).status).toBe(200);
    expect((await channelRow(ids[1]!)).status).toBe(1);

    const badMapping = await harness.request('/api/channel/tag', { method: 'PUT', session: admin, body: { tag: 'team', model_mapping: '[1]' } });
    expect(badMapping.status).toBe(400);
    expect((await harness.request('/api/channel/tag', { method: 'PUT', session: admin, body: { tag: '', priority: 1 } })).status).toBe(400);
    expect((await harness.request('/api/channel/tag/enabled', { session: admin, body: { tag: ' ' } })).status).toBe(400);
    expect((await harness.request('/api/channel/tag', { method: 'PUT', session: admin, body: { tag: 'team', weight: -1 } })).status).toBe(400);

    await harness.request('/api/channel/tag', { method: 'PUT', session: admin, body: { tag: 'team', new_tag: '' } });
    expect((await channelRow(ids[0]!)).tag).toBeNull();
    await expectAbilitiesConsistent(getDb());
    expect((await harness.request('/api/channel/batch/tag', { session: admin, body: { ids: [ids[0], 555555], tag: 'x' } })).status).toBe(404);
    expect((await channelRow(ids[0]!)).tag).toBeNull();
  });

  it('API-CH-001 / API-CH-002: paging by priority or id, tag mode, and search by keyword, group and model', async () => {
    const [low] = await createChannelsViaApi(harness, admin, channelBody({ name: 'low', priority: -5, key: 'secret-low' }));
    const [high] = await createChannelsViaApi(harness, admin, channelBody({ name: 'high', priority: 9, models: 'claude-sonnet-4', group: 'vip' }));
    const teamIds = await createChannelsViaApi(harness, admin, channelBody({ name: 'team', tag: 'team', key: 't1\nt2' }, 'batch'));
    const list = (query: string) => harness.request(`/api/channel/${query}`, { session: admin }).then((response) => envelopeOf<ChannelPage>(response));

    const byPriority = await list('?p=0&page_size=10');
    expect(byPriority.data!.items.map((item) => item['id'])).toEqual([high, teamIds[1], teamIds[0], low]);
    const byId = await list('?p=0&page_size=2&id_sort=true');
    expect(byId.data).toMatchObject({ total: 4, page: 1, page_size: 2 });
    expect(byId.data!.items.map((item) => item['id'])).toEqual([teamIds[1], teamIds[0]]);

    const tagPage = await list('?p=0&page_size=2&tag_mode=true');
    expect(tagPage.data!.total).toBe(3);
    expect(tagPage.data!.items.map((item) => item['id'])).toEqual([high, teamIds[1], teamIds[0]]);
    const tagPage2 = await list('?p=2&page_size=2&tag_mode=true');
    expect(tagPage2.data!.items.map((item) => item['id'])).toEqual([low]);

    const search = (query: string) => list(`search?${query}`).then((page) => page.data!.items.map((item) => item['id']));
    expect(await search('keyword=HIG')).toEqual([high]);
    expect(await search(`keyword=${low}`)).toEqual([low]);
    expect(await search('keyword=secret-low')).toEqual([low]);
    expect(await search('keyword=secret')).toEqual([]);
    expect(await search('group=vip')).toEqual([high]);
    expect(await search('group=vi')).toEqual([]);
    expect(await search('model=sonnet')).toEqual([high]);
    expect(await search('model=gpt-4o&tag_mode=true')).toEqual([teamIds[1], teamIds[0], low]);
    const searchText = await (await harness.request('/api/channel/search?keyword=secret-low', { session: admin })).text();
    expect(searchText).not.toContain('secret-low');
  });

  it('API-CH-007 / API-CH-008 / CH-056: the model catalogue and the enabled models', async () => {
    const catalogue = await envelopeOf<{ id: string; object: string; owned_by: string }[]>(await harness.request('/api/channel/models', { session: admin }));
    expect(catalogue.data!.length).toBeGreaterThan(20);
    expect(catalogue.data).toContainEqual({ id: 'gpt-4o', object: 'model', owned_by: 'OpenAI' });
    expect(catalogue.data).toContainEqual({ id: 'mj_imagine', object: 'model', owned_by: 'Midjourney Proxy' });
    expect(new Set(catalogue.data!.map((model) => model.id)).size).toBe(catalogue.data!.length);

    const [on] = await createChannelsViaApi(harness, admin, channelBody({ models: 'b-model,a-model' }));
    const [off] = await createChannelsViaApi(harness, admin, channelBody({ models: 'c-model,a-model' }));
    await harness.request('/api/channel/', { method: 'PUT', session: admin, body: { id: off, status: 2 } });
    const enabled = await envelopeOf<string[]>(await harness.request('/api/channel/models_enabled', { session: admin }));
    expect(enabled.data).toEqual(['a-model', 'b-model']);
    expect(on).toBeGreaterThan(0);
  });

  it('API-CH-019: fix rebuilds abilities from the channels — orphans deleted, missing created, stale corrected', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody());
    await getDb()
      .insertInto('abilities')
      .values({ group: 'default', model: 'ghost', channel_id: 777, enabled: 1, priority: 0, weight: 0, tag: null })
      .execute();
    await getDb().deleteFrom('abilities').where('model', '=', 'gpt-4o').execute();
    await getDb().updateTable('abilities').set({ priority: 42 }).where('model', '=', 'gpt-4o-mini').execute();
    const fixed = await envelopeOf<number>(await harness.request('/api/channel/fix', { method: 'POST', session: admin }));
    expect(fixed.data).toBe(3);
    await expectAbilitiesConsistent(getDb());
    const again = await envelopeOf<number>(await harness.request('/api/channel/fix', { method: 'POST', session: admin }));
    expect(again.data).toBe(0);
    expect(id).toBeGreaterThan(0);
  });

  it('copy duplicates a channel server-side with its key and its own abilities', async () => {
    const [id] = await createChannelsViaApi(harness, admin, channelBody({ tag: 't' }));
    await getDb().updateTable('channels').set({ used_quota: 500, response_time: 1200 }).where('id', '=', id!).execute();
    const copied = await envelopeOf<{ id: number }>(await harness.request(`/api/channel/copy/${id}`, { method: 'POST', session: admin }));
    const copy = await channelRow(copied.data!.id);
    expect(copy).toMatchObject({ name: 'openai-1_copy', key: 'sk-one', models: 'gpt-4o,gpt-4o-mini', tag: 't', used_quota: 0, response_time: 0 });
    await expectAbilitiesConsistent(getDb());
    expect((await harness.request('/api/channel/copy/999999', { method: 'POST', session: admin })).status).toBe(404);
  });

  it('bad JSON bodies are a 400, never a 500', async () => {
    for (const [method, path] of [
      ['POST', '/api/channel/'],
      ['PUT', '/api/channel/'],
      ['POST', '/api/channel/batch'],
      ['PUT', '/api/channel/tag'],
    ] as const) {
      const response = await harness.request(path, { method, session: admin, body: '{not json' });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
    expect(harness.loggedErrors).toEqual([]);
  });
});
