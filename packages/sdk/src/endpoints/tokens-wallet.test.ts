import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToken, deleteToken, listTokens, searchTokens, selfGroups, setTokenStatus, updateToken, userModels } from './tokens.ts';
import { createRedemptions, deleteRedemption, listRedemptions, searchRedemptions, setRedemptionStatus } from './redemptions.ts';
import { amount, pay, redeem } from './wallet.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fields = {
  name: 't',
  remain_quota: 500000,
  expired_time: -1,
  unlimited_quota: false,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  group: '',
};

describe('token endpoints', () => {
  it('API-TOK-001 / TW-002: listTokens names the page size `size`', async () => {
    server.replyData({ items: [], page: 0, page_size: 10, total: 0 });
    await listTokens({ p: 0, size: 10 });
    expect(server.last().url).toBe('/api/token/?p=0&size=10');
  });

  it('API-TOK-002 / TW-003: searchTokens sends keyword, token and the page, and answers the page', async () => {
    const answer = { items: [{ id: 3 }], page: 2, page_size: 20, total: 21 };
    server.replyData(answer);
    await expect(searchTokens({ keyword: 'main', token: 'sk-abc', p: 1, size: 20 })).resolves.toEqual(answer);
    expect(server.last().url).toBe('/api/token/search?keyword=main&token=sk-abc&p=2&size=20');
  });

  it('API-TOK-004/005/006/007: create, update, status-only and delete', async () => {
    server.replyData([{ id: 1 }]);
    await expect(createToken({ ...fields, count: 3 })).resolves.toEqual([{ id: 1 }]);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/token/', body: { ...fields, count: 3 } });
    server.replyData({ id: 1 });
    await updateToken({ ...fields, id: 1 });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/token/', body: { id: 1, name: 't' } });
    server.replyData({ id: 1, status: 2 });
    await setTokenStatus({ id: 1, status: 2 });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/token/?status_only=true', body: { id: 1, status: 2 } });
    server.replyData(null);
    await deleteToken(1);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/token/1/' });
  });

  it('TW-019 / TW-021: user models and groups fall back to empty values', async () => {
    server.replyData(null);
    await expect(userModels()).resolves.toEqual([]);
    expect(server.last().url).toBe('/api/user/models');
    server.replyData(null);
    await expect(selfGroups()).resolves.toEqual({});
    expect(server.last().url).toBe('/api/user/self/groups');
  });
});

describe('redemption endpoints', () => {
  it('API-RED-001/002/004/006/007: paths and bodies', async () => {
    server.replyData({ items: [], page: 0, page_size: 20, total: 0 });
    await listRedemptions({ p: 0, page_size: 20 });
    expect(server.last().url).toBe('/api/redemption/?p=0&page_size=20');
    server.replyData({ items: [], page: 0, page_size: 20, total: 0 });
    await searchRedemptions({ keyword: 'promo', p: 1, page_size: 20 });
    expect(server.last().url).toBe('/api/redemption/search?keyword=promo&p=2&page_size=20');
    server.replyData(['a', 'b']);
    await expect(createRedemptions({ name: 'n', quota: 100000, count: 2 })).resolves.toEqual(['a', 'b']);
    server.replyData({ id: 3, status: 2 });
    await setRedemptionStatus({ id: 3, status: 2 });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/redemption/?status_only=true', body: { id: 3, status: 2 } });
    server.replyData(null);
    await deleteRedemption(3);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/redemption/3/' });
  });
});

describe('wallet endpoints', () => {
  it('API-WAL-001/002/003: redeem, amount and pay', async () => {
    server.replyData(700);
    await expect(redeem({ key: 'abc' })).resolves.toBe(700);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/topup', body: { key: 'abc' } });
    server.replyData('73.00');
    await expect(amount({ amount: 10, top_up_code: '' })).resolves.toBe('73.00');
    expect(server.last().body).toEqual({ amount: 10, top_up_code: '' });
    server.replyData({ url: 'https://pay/submit.php', params: { sign: 'x' } });
    await expect(pay({ amount: 10, top_up_code: '', payment_method: 'zfb' })).resolves.toEqual({ url: 'https://pay/submit.php', params: { sign: 'x' } });
    expect(server.last().body).toEqual({ amount: 10, top_up_code: '', payment_method: 'zfb' });
  });

  it('a refused redeem rejects with the server message', async () => {
    server.reply({ status: 400, body: { success: false, message: 'Invalid redemption code' } });
    await expect(redeem({ key: 'nope' })).rejects.toMatchObject({ message: 'Invalid redemption code', status: 400 });
  });
});
