import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { insertChannel } from './channels.repository.ts';
import {
  claimRedemption,
  findRedemptionById,
  insertRedemption,
  searchRedemptions,
  setUnusedRedemptionStatus,
  softDeleteRedemption,
  updateUnusedRedemption,
} from './redemptions.repository.ts';
import { completePendingTopUp, findTopUpByTradeNo, insertTopUp } from './top-ups.repository.ts';
import {
  findTokenOfUser,
  insertToken,
  listEnabledModelChannelTypes,
  listEnabledModelsOfGroups,
  markTokenStatus,
  searchTokensOfUser,
} from './tokens.repository.ts';

describeEachDialect('redemption claims, top-up orders and token lookups', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('claims an enabled code once; disabled, deleted and used codes cannot be claimed', async () => {
    const id = await insertRedemption(getDb(), { user_id: 1, key: 'a'.repeat(32), name: 'n', quota: 5 });
    const claimed = await claimRedemption(getDb(), 'a'.repeat(32), 7, 1_700_000_000);
    expect(claimed).toMatchObject({ id, status: 3, used_user_id: 7, redeemed_time: 1_700_000_000 });
    expect(await claimRedemption(getDb(), 'a'.repeat(32), 8, 1_700_000_001)).toBeUndefined();
    expect(await setUnusedRedemptionStatus(getDb(), id, 1)).toBe(false);
    expect(await updateUnusedRedemption(getDb(), id, { name: 'x', quota: 1 })).toBe(false);

    const disabled = await insertRedemption(getDb(), { user_id: 1, key: 'b'.repeat(32), status: 2 });
    expect(await claimRedemption(getDb(), 'b'.repeat(32), 7, 1)).toBeUndefined();
    expect(await updateUnusedRedemption(getDb(), disabled, { name: 'x', quota: 1 })).toBe(false);
    expect(await setUnusedRedemptionStatus(getDb(), disabled, 1)).toBe(true);
    expect(await updateUnusedRedemption(getDb(), disabled, { name: 'x', quota: 1 })).toBe(true);
    await softDeleteRedemption(getDb(), disabled);
    expect(await claimRedemption(getDb(), 'b'.repeat(32), 7, 1)).toBeUndefined();
    expect(await findRedemptionById(getDb(), disabled)).toBeUndefined();
    expect(await claimRedemption(getDb(), '', 7, 1)).toBeUndefined();
  });

  it('API-RED-002: searches codes by exact id or a part of the name, ignoring case, wildcards literal', async () => {
    const first = await insertRedemption(getDb(), { user_id: 1, key: 'c1', name: 'spring_sale' });
    await insertRedemption(getDb(), { user_id: 1, key: 'c2', name: 'springXsale' });
    await insertRedemption(getDb(), { user_id: 1, key: 'c3', name: 'autumn' });
    await insertRedemption(getDb(), { user_id: 1, key: 'c4', name: 'walk-two!' });
    const search = (keyword: string) => searchRedemptions(getDb(), { keyword, offset: 0, limit: 10 });
    expect((await search('spring')).total).toBe(2);
    expect((await search('spring_')).items.map((code) => code.name)).toEqual(['spring_sale']);
    expect((await search('ring')).total).toBe(2);
    expect((await search('RING_')).items.map((code) => code.name)).toEqual(['spring_sale']);
    expect((await search('g%s')).total).toBe(0);
    expect((await search('two')).items.map((code) => code.name)).toEqual(['walk-two!']);
    expect((await search('o!')).items.map((code) => code.name)).toEqual(['walk-two!']);
    expect((await search(String(first))).items.map((code) => code.id)).toContain(first);
  });

  it('completes a pending top-up exactly once', async () => {
    await insertTopUp(getDb(), { user_id: 1, amount: 10, money: 73, trade_no: 'T1', create_time: 1, status: 'pending' });
    expect(await completePendingTopUp(getDb(), 'T1')).toBe(true);
    expect(await completePendingTopUp(getDb(), 'T1')).toBe(false);
    expect(await completePendingTopUp(getDb(), 'missing')).toBe(false);
    expect(await findTopUpByTradeNo(getDb(), 'T1')).toMatchObject({ status: 'success', amount: 10, money: 73 });
    await expect(insertTopUp(getDb(), { user_id: 2, trade_no: 'T1' })).rejects.toThrow();
  });

  it('finds tokens only for their owner and searches keys case-sensitively', async () => {
    const id = await insertToken(getDb(), { user_id: 1, key: 'AbCdEf', name: 'Main' });
    await insertToken(getDb(), { user_id: 2, key: 'abcdef', name: 'main' });
    expect(await findTokenOfUser(getDb(), id, 2)).toBeUndefined();
    expect((await findTokenOfUser(getDb(), id, 1))?.key).toBe('AbCdEf');
    const search = async (keyword: string, key: string, offset = 0, limit = 10) => searchTokensOfUser(getDb(), 1, { keyword, key, offset, limit });
    expect((await search('MAI', '')).items.map((token) => token.id)).toEqual([id]);
    expect(await search('', 'bcd')).toEqual({ items: [], total: 0 });
    expect((await search('', 'bCd')).items.map((token) => token.id)).toEqual([id]);
    // Paged: the total counts every match, the page holds `limit` of them from `offset`.
    const second = await insertToken(getDb(), { user_id: 1, key: 'XyZ', name: 'main two' });
    expect(await search('main', '', 1, 1)).toMatchObject({ items: [{ id }], total: 2 });
    expect((await search('main', '', 0, 1)).items.map((token) => token.id)).toEqual([second]);
    await markTokenStatus(getDb(), id, 3);
    expect((await findTokenOfUser(getDb(), id, 1))?.status).toBe(3);
  });

  it('lists distinct enabled models of groups, with the lowest serving channel type', async () => {
    const first = { id: await insertChannel(getDb(), { name: 'a', type: 14, key: 'k' }) };
    const second = { id: await insertChannel(getDb(), { name: 'b', type: 1, key: 'k' }) };
    const row = (group: string, model: string, channelId: number, enabled = 1) => ({
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
      .values([row('default', 'm1', first.id), row('default', 'm1', second.id), row('vip', 'm2', first.id), row('default', 'off', first.id, 0)])
      .execute();
    expect(await listEnabledModelsOfGroups(getDb(), ['default'])).toEqual(['m1']);
    expect(await listEnabledModelsOfGroups(getDb(), ['default', 'vip'])).toEqual(['m1', 'm2']);
    expect(await listEnabledModelsOfGroups(getDb(), [])).toEqual([]);
    expect(await listEnabledModelChannelTypes(getDb(), ['default', 'vip'])).toEqual([
      { model: 'm1', type: 1 },
      { model: 'm2', type: 14 },
    ]);
  });
});
