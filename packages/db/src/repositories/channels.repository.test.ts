import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { listAllAbilities, listEnabledModels, rebuildAllAbilities, syncChannelAbilities } from './abilities.repository.ts';
import {
  deleteChannelsByIds,
  findChannelById,
  findChannelsByTag,
  insertChannel,
  updateChannel,
  updateChannelIfStatus,
  listDisabledChannelIds,
  queryChannels,
} from './channels.repository.ts';

describeEachDialect('channels repository: paging, search and abilities', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const add = (values: { name: string; priority?: number; tag?: string | null; group?: string; models?: string; status?: number; key?: string }) =>
    insertChannel(getDb(), {
      key: values.key ?? 'k',
      name: values.name,
      priority: values.priority ?? 0,
      tag: values.tag ?? null,
      group: values.group ?? 'default',
      models: values.models ?? 'm',
      status: values.status ?? 1,
      open_ai_organization: null,
      test_model: null,
      model_mapping: null,
      setting: null,
      param_override: null,
    });

  it('CH-036 / CH-037: price text, max_input_tokens and the error record round-trip exactly', async () => {
    const id = await insertChannel(getDb(), { key: 'k', name: 'priced', price: '0.0001', max_input_tokens: 128_000 });
    expect(await findChannelById(getDb(), id)).toMatchObject({
      price: '0.0001',
      max_input_tokens: 128_000,
      error_status: 0,
      last_error_at: 0,
      error_details: '',
    });
    await updateChannel(getDb(), id, {
      price: '123456789.9999',
      error_status: 429,
      last_error_at: 1_700_000_000,
      last_notified_at: 1_700_000_100,
      error_details: 'rate limited',
    });
    expect(await findChannelById(getDb(), id)).toMatchObject({
      price: '123456789.9999',
      max_input_tokens: 128_000,
      error_status: 429,
      last_error_at: 1_700_000_000,
      last_notified_at: 1_700_000_100,
      error_details: 'rate limited',
    });
  });

  it('updateChannelIfStatus: of concurrent transitions from status 1 exactly one wins', async () => {
    const id = await add({ name: 'racing' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => updateChannelIfStatus(getDb(), id, [1], { status: 3, other_info: `{"n":${index}}` })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await findChannelById(getDb(), id)).toMatchObject({ status: 3 });
    expect(await updateChannelIfStatus(getDb(), id, [2], { status: 1 })).toBe(false);
    expect(await updateChannelIfStatus(getDb(), id, [3], { status: 1 })).toBe(true);
  });

  it('orders by priority (then newest) or by id, and pages over tags in tag mode', async () => {
    const a = await add({ name: 'a', priority: 1 });
    const b = await add({ name: 'b', priority: 5, tag: 't' });
    const c = await add({ name: 'c', priority: 0, tag: 't' });
    const d = await add({ name: 'd', priority: 3 });
    const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
    expect(ids((await queryChannels(getDb(), { offset: 0, limit: 10 })).items)).toEqual([b, d, a, c]);
    expect(ids((await queryChannels(getDb(), { offset: 0, limit: 10, idSort: true })).items)).toEqual([d, c, b, a]);
    const tagPage = await queryChannels(getDb(), { offset: 0, limit: 2, tagMode: true });
    expect(tagPage.total).toBe(3);
    expect(ids(tagPage.items)).toEqual([b, c, d]);
    expect(ids((await queryChannels(getDb(), { offset: 2, limit: 2, tagMode: true })).items)).toEqual([a]);
    expect(ids(await findChannelsByTag(getDb(), 't'))).toEqual([b, c]);
  });

  it('filters: keyword as id, name (case-insensitive, % literal) or exact key; group membership; model part', async () => {
    const one = await add({ name: 'Alpha 100%', group: 'default,vip', models: 'gpt-4o,o3', key: 'sk-secret' });
    const two = await add({ name: 'beta', group: 'vipx', models: 'claude' });
    const search = async (filters: Record<string, string>) =>
      (await queryChannels(getDb(), { offset: 0, limit: 10, filters })).items.map((row) => Number(row.id));
    expect(await search({ keyword: 'alpha' })).toEqual([one]);
    expect(await search({ keyword: '0%' })).toEqual([one]);
    expect(await search({ keyword: String(two) })).toEqual([two]);
    expect(await search({ keyword: 'sk-secret' })).toEqual([one]);
    expect(await search({ keyword: 'sk-sec' })).toEqual([]);
    expect(await search({ group: 'vip' })).toEqual([one]);
    expect(await search({ model: 'GPT' })).toEqual([one]);
    expect(await search({ group: '%' })).toEqual([]);
  });

  it('sync, rebuild and enabled models', async () => {
    const on = await add({ name: 'on', models: 'x,y', group: 'default,vip' });
    const off = await add({ name: 'off', models: 'z', status: 2 });
    const channels = await getDb().selectFrom('channels').selectAll().execute();
    await syncChannelAbilities(
      getDb(),
      channels.map((row) => ({ ...row, id: Number(row.id) })),
    );
    expect(await listAllAbilities(getDb())).toHaveLength(5);
    expect(await listEnabledModels(getDb())).toEqual(['x', 'y']);
    expect(await listDisabledChannelIds(getDb())).toEqual([off]);

    await deleteChannelsByIds(getDb(), [off]);
    await getDb().updateTable('abilities').set({ enabled: 0 }).where('channel_id', '=', on).where('model', '=', 'x').execute();
    // 1 orphan (z) deleted + 2 corrected (x in both groups).
    expect(await rebuildAllAbilities(getDb())).toBe(3);
    expect(await rebuildAllAbilities(getDb())).toBe(0);
    expect((await listAllAbilities(getDb())).every((row) => row.enabled === 1 && row.channel_id === on)).toBe(true);
  });
});
