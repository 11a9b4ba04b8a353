import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { findChannelById, insertChannel, listChannels, updateChannel } from './channels.repository.ts';
import { findRedemptionByKey, insertRedemption, listRedemptions } from './redemptions.repository.ts';
import { findTokenById, findTokenByKey, insertToken, listTokensOfUser, softDeleteToken, touchTokensAccessedTime, updateToken } from './tokens.repository.ts';

describeEachDialect('tokens repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('inserts with defaults and finds by id and key', async () => {
    const id = await insertToken(getDb(), { user_id: 1, key: 'k'.repeat(48), name: 'main', unlimited_quota: true });
    const token = await findTokenByKey(getDb(), 'k'.repeat(48));
    expect(token).toMatchObject({
      id,
      user_id: 1,
      status: 1,
      expired_time: -1,
      remain_quota: 0,
      unlimited_quota: 1,
      model_limits_enabled: 0,
      allow_ips: '',
      group: '',
    });
    expect(await findTokenById(getDb(), id)).toEqual(token);
    expect(await findTokenByKey(getDb(), '')).toBeUndefined();
    await expect(insertToken(getDb(), { user_id: 2, key: 'k'.repeat(48) })).rejects.toThrow();
  });

  it("lists a user's live tokens newest first; soft-deleted ones disappear", async () => {
    const first = await insertToken(getDb(), { user_id: 1, key: 'a1' });
    const second = await insertToken(getDb(), { user_id: 1, key: 'a2' });
    await insertToken(getDb(), { user_id: 2, key: 'b1' });
    expect((await listTokensOfUser(getDb(), 1, { offset: 0, limit: 10 })).items.map((token) => token.id)).toEqual([second, first]);
    expect(await softDeleteToken(getDb(), second, 1_700_000_000)).toBe(true);
    const page = await listTokensOfUser(getDb(), 1, { offset: 0, limit: 10 });
    expect(page).toMatchObject({ total: 1, items: [{ id: first }] });
    expect(await findTokenByKey(getDb(), 'a2')).toBeUndefined();
    expect((await findTokenById(getDb(), second, { includeDeleted: true }))?.deleted_at).toBe(1_700_000_000);
  });

  it('updates live tokens only', async () => {
    const id = await insertToken(getDb(), { user_id: 1, key: 'c1' });
    expect(await updateToken(getDb(), id, { remain_quota: 500, model_limits_enabled: true, model_limits: 'gpt-4o' })).toBe(true);
    expect(await findTokenById(getDb(), id)).toMatchObject({ remain_quota: 500, model_limits_enabled: 1, model_limits: 'gpt-4o' });
    await softDeleteToken(getDb(), id);
    expect(await updateToken(getDb(), id, { remain_quota: 1 })).toBe(false);
  });
});

describeEachDialect('tokens repository: accessed_time', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('touches several tokens at once and never moves a time backwards', async () => {
    const first = await insertToken(getDb(), { user_id: 1, key: 't1', accessed_time: 100 });
    const second = await insertToken(getDb(), { user_id: 1, key: 't2', accessed_time: 500 });
    await touchTokensAccessedTime(
      getDb(),
      new Map([
        [first, 300],
        [second, 400],
      ]),
    );
    expect(Number((await findTokenById(getDb(), first))!.accessed_time)).toBe(300);
    expect(Number((await findTokenById(getDb(), second))!.accessed_time)).toBe(500);
    await expect(touchTokensAccessedTime(getDb(), new Map([[first, 1.5]]))).rejects.toThrow(RangeError);
  });
});

describeEachDialect('channels repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('inserts with defaults, keeps JSON text, lists and updates', async () => {
    const mapping = JSON.stringify({ 'gpt-4': 'gpt-4-turbo' });
    const id = await insertChannel(getDb(), { key: 'sk-upstream', name: 'openai', models: 'gpt-4,gpt-4o', model_mapping: mapping, balance: 12.5 });
    expect(await findChannelById(getDb(), id)).toMatchObject({
      id,
      type: 0,
      status: 1,
      group: 'default',
      base_url: '',
      open_ai_organization: null,
      tag: null,
      model_mapping: mapping,
      balance: 12.5,
      priority: 0,
      auto_ban: 1,
    });
    const other = await insertChannel(getDb(), { key: 'k2', priority: 10_000_000_000 });
    expect((await listChannels(getDb(), { offset: 0, limit: 10 })).items.map((channel) => channel.id)).toEqual([other, id]);
    expect((await findChannelById(getDb(), other))?.priority).toBe(10_000_000_000);
    expect(await updateChannel(getDb(), id, { status: 2, tag: 'paid' })).toBe(true);
    expect(await findChannelById(getDb(), id)).toMatchObject({ status: 2, tag: 'paid' });
    expect(await updateChannel(getDb(), id + 1000, { status: 2 })).toBe(false);
  });
});

describeEachDialect('redemptions repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('inserts codes with defaults, finds live ones by key, lists newest first', async () => {
    const first = await insertRedemption(getDb(), { user_id: 1, key: 'a'.repeat(32), name: 'promo', created_time: 1_700_000_000 });
    const second = await insertRedemption(getDb(), { user_id: 1, key: 'b'.repeat(32), quota: 500_000 });
    expect(await findRedemptionByKey(getDb(), 'a'.repeat(32))).toMatchObject({ id: first, status: 1, quota: 100, redeemed_time: 0, used_user_id: 0 });
    await getDb().updateTable('redemptions').set({ deleted_at: 1 }).where('id', '=', first).execute();
    expect(await findRedemptionByKey(getDb(), 'a'.repeat(32))).toBeUndefined();
    expect(await listRedemptions(getDb(), { offset: 0, limit: 10 })).toMatchObject({ total: 1, items: [{ id: second, quota: 500_000 }] });
    await expect(insertRedemption(getDb(), { user_id: 1, key: 'b'.repeat(32) })).rejects.toThrow();
  });
});
