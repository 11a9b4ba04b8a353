import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { Role, UserStatus, type PricingAnswer } from '@gateway/domain';
import { addChannel } from './relay-support.ts';
import { createHarness, seedAndLogin, setUpRoot, type Harness } from './support/harness.ts';

/** Known options: a ratio model whose CompletionRatio entry the built-in table overrides, a per-call one, cache and group ratios. */
const PRICES = {
  ModelRatio: JSON.stringify({ 'gpt-4o-mini': 0.075, 'acme-chat': 0.3, 'retired-model': 1 }),
  CompletionRatio: JSON.stringify({ 'gpt-4o-mini': 1, 'acme-chat': 1.7 }),
  CacheRatio: JSON.stringify({ 'acme-chat': 0.25 }),
  ModelPrice: JSON.stringify({ 'gpt-4o': 0.002 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 2, svip: 0.8 }),
  UserUsableGroups: JSON.stringify({ default: 'Default group', vip: 'VIP group' }),
};

const UPSTREAM = 'http://127.0.0.1:9';

const acme = {
  model_name: 'acme-chat',
  quota_type: 0,
  model_ratio: 0.3,
  completion_ratio: 1.7,
  model_price: 0,
  enable_groups: ['default'],
  owner_by: '',
  cache_ratio: 0.25,
};
const perCall = {
  model_name: 'gpt-4o',
  quota_type: 1,
  model_ratio: 0,
  completion_ratio: 0,
  model_price: 0.002,
  enable_groups: ['default'],
  owner_by: '',
  cache_ratio: 1,
};
// The relay bills gpt-4o-mini's output at the built-in 4, not the option's 1: the list says what is billed.
const mini = {
  model_name: 'gpt-4o-mini',
  quota_type: 0,
  model_ratio: 0.075,
  completion_ratio: 4,
  model_price: 0,
  enable_groups: ['default', 'vip'],
  owner_by: '',
  cache_ratio: 1,
};
const mystery = {
  model_name: 'mystery-model',
  quota_type: 0,
  model_ratio: 37.5,
  completion_ratio: 1,
  model_price: 0,
  enable_groups: ['vip'],
  owner_by: '',
  cache_ratio: 1,
};

async function pricing(harness: Harness, options: Parameters<Harness['request']>[1] = {}): Promise<PricingAnswer> {
  const response = await harness.request('/api/pricing', options);
  expect(response.status).toBe(200);
  return (await response.json()) as PricingAnswer;
}

async function seedChannels(harness: Harness): Promise<{ first: number }> {
  const first = await addChannel(harness.db, { base_url: UPSTREAM, models: 'gpt-4o-mini,gpt-4o,acme-chat', group: 'default' });
  await addChannel(harness.db, { base_url: UPSTREAM, models: 'gpt-4o-mini,mystery-model', group: 'vip' });
  // A disabled channel's models are not for sale: the relay cannot route them.
  await addChannel(harness.db, { base_url: UPSTREAM, models: 'retired-model', group: 'default', status: 2 });
  return { first };
}

describeEachDialect('GET /api/pricing (API-PRC-001, PP-001…003)', (getDb, dialect) => {
  let harness: Harness;

  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), PRICES);
    harness = createHarness(getDb(), dialect);
    await seedChannels(harness);
  });

  it('API-PRC-001 / PP-001 / PP-002 / PP-003: a visitor gets every routable model priced as the relay bills it, and the default group', async () => {
    expect(await pricing(harness)).toEqual({
      success: true,
      message: '',
      data: [acme, perCall, mini, { ...mystery, unset: true }],
      group_ratio: { default: 1, vip: 2 },
      usable_group: { default: 'Default group', vip: 'VIP group' },
      user_group: 'default',
    });
  });

  it('PP-004: a signed-in user gets their own group with its ratio beside the usable ones', async () => {
    const { session } = await seedAndLogin(harness, { username: 'sam', group: 'svip' });
    const answer = await pricing(harness, { session });
    expect([answer.user_group, answer.group_ratio, answer.usable_group]).toEqual([
      'svip',
      { default: 1, vip: 2, svip: 0.8 },
      { default: 'Default group', vip: 'VIP group', svip: 'svip' },
    ]);
    expect(answer.data.map((entry) => entry.model_name)).toEqual(['acme-chat', 'gpt-4o', 'gpt-4o-mini', 'mystery-model']);
  });

  it('a model with neither price nor ratio is flagged only for callers the relay refuses it to', async () => {
    const { session } = await seedAndLogin(harness, { username: 'tess' });
    await getDb()
      .updateTable('users')
      .set({ setting: JSON.stringify({ accept_unset_model_ratio_model: true }) })
      .where('username', '=', 'tess')
      .execute();
    expect((await pricing(harness, { session })).data.at(-1)).toEqual(mystery);
    expect((await pricing(harness)).data.at(-1)).toEqual({ ...mystery, unset: true });
    await upsertOptions(getDb(), { SelfUseModeEnabled: 'true' });
    const selfUse = createHarness(getDb(), dialect);
    expect((await pricing(selfUse)).data.at(-1)).toEqual(mystery);
  });

  it('a session that is no longer good (banned user, forged cookie) is answered as a visitor, never refused', async () => {
    const { user, session } = await seedAndLogin(harness, { username: 'ben', group: 'svip' });
    await getDb().updateTable('users').set({ status: UserStatus.Disabled }).where('id', '=', user.id).execute();
    expect((await pricing(harness, { session })).user_group).toBe('default');
    expect((await pricing(harness, { session: { cookie: 'forged.cookie', userId: user.id } })).user_group).toBe('default');
  });

  it('without channels the list is empty, the groups still answer', async () => {
    await getDb().deleteFrom('abilities').execute();
    await getDb().deleteFrom('channels').execute();
    const empty = createHarness(getDb(), dialect);
    const answer = await pricing(empty);
    expect([answer.data, answer.user_group]).toEqual([[], 'default']);
  });
});

describeEachDialect('GET /api/pricing cache (API-PRC-001)', (getDb, dialect) => {
  let harness: Harness;
  let first: number;

  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), PRICES);
    // A clock that never moves: the 10 s background re-read never happens, so only invalidation refreshes.
    harness = createHarness(getDb(), dialect, { clock: { now: () => 1_800_000_000_000 } });
    ({ first } = await seedChannels(harness));
  });

  it('is not recomputed from the database per request, but a channel or option change through the API shows at once', async () => {
    const root = await setUpRoot(harness);
    expect((await pricing(harness)).data.find((entry) => entry.model_name === 'acme-chat')?.model_ratio).toBe(0.3);

    // Written behind the gateway's back: the cached list (and the relay's prices) stay as they were.
    await upsertOptions(getDb(), { ModelRatio: JSON.stringify({ 'gpt-4o-mini': 0.075, 'acme-chat': 9 }) });
    await getDb().updateTable('abilities').set({ enabled: 0 }).where('model', '=', 'gpt-4o').execute();
    const cached = await pricing(harness);
    expect(cached.data.find((entry) => entry.model_name === 'acme-chat')?.model_ratio).toBe(0.3);
    expect(cached.data.some((entry) => entry.model_name === 'gpt-4o')).toBe(true);

    const saved = await harness.request('/api/option/', {
      method: 'PUT',
      session: root,
      body: { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075, 'acme-chat': 0.5 }) },
    });
    expect(saved.status).toBe(200);
    expect((await pricing(harness)).data.find((entry) => entry.model_name === 'acme-chat')?.model_ratio).toBe(0.5);

    const groups = await harness.request('/api/option/', {
      method: 'PUT',
      session: root,
      body: { key: 'GroupRatio', value: JSON.stringify({ default: 1.5, vip: 3 }) },
    });
    expect(groups.status).toBe(200);
    expect((await pricing(harness)).group_ratio).toEqual({ default: 1.5, vip: 3 });

    const deleted = await harness.request(`/api/channel/${first}`, { method: 'DELETE', session: root });
    expect(deleted.status).toBe(200);
    const after = await pricing(harness);
    expect(after.data.map((entry) => [entry.model_name, entry.enable_groups])).toEqual([
      ['gpt-4o-mini', ['vip']],
      ['mystery-model', ['vip']],
    ]);
  });

  it('the root and admins see the same list as everyone (their role changes nothing here)', async () => {
    const { session } = await seedAndLogin(harness, { username: 'ada', role: Role.Admin });
    expect((await pricing(harness, { session })).data).toEqual((await pricing(harness)).data);
  });
});
