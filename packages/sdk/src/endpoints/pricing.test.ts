import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPricing } from './pricing.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = {
  model_name: 'gpt-4o-mini',
  quota_type: 0,
  model_ratio: 0.075,
  completion_ratio: 4,
  model_price: 0,
  enable_groups: ['default', 'vip'],
  owner_by: '',
  cache_ratio: 1,
};

describe('GET /api/pricing (PP-001, API-PRC-001)', () => {
  it('PP-001: keeps group_ratio, usable_group and user_group beside data', async () => {
    server.reply({
      body: {
        success: true,
        message: '',
        data: [entry],
        group_ratio: { default: 1, vip: 2 },
        usable_group: { default: 'Default', vip: 'VIP' },
        user_group: 'vip',
      },
    });
    await expect(getPricing()).resolves.toEqual({
      success: true,
      message: '',
      data: [entry],
      group_ratio: { default: 1, vip: 2 },
      usable_group: { default: 'Default', vip: 'VIP' },
      user_group: 'vip',
    });
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/pricing' });
  });

  it('PP-002 / PP-003: an answer of the reference server (no cache_ratio, no user_group, junk entries) gets safe defaults', async () => {
    const reference = {
      model_name: 'gpt-4o',
      quota_type: 1,
      model_ratio: 0,
      model_price: 0.002,
      owner_by: '',
      completion_ratio: 0,
      enable_groups: ['default', 7],
    };
    server.reply({
      body: {
        success: true,
        message: '',
        data: [reference, null, { model_name: '' }, { quota_type: 0 }, { ...entry, unset: true }],
        group_ratio: { default: 1, bad: 'x' },
        usable_group: { default: 'Default', bad: 3 },
      },
    });
    const answer = await getPricing();
    expect(answer.data).toEqual([
      { ...reference, enable_groups: ['default'], cache_ratio: 1 },
      { ...entry, unset: true },
    ]);
    expect([answer.group_ratio, answer.usable_group, answer.user_group]).toEqual([{ default: 1 }, { default: 'Default' }, 'default']);
  });

  it('success:false rejects with the server message (COM-002)', async () => {
    server.reply({ body: { success: false, message: 'pricing is off' } });
    await expect(getPricing()).rejects.toMatchObject({ kind: 'envelope', message: 'pricing is off' });
  });
});
