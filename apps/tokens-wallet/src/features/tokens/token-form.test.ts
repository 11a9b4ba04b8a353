import { describe, expect, it } from 'vitest';
import type { TokenRow } from '@gateway/domain';
import { newTokenForm, toTokenPayload, tokenFormFrom, validateTokenForm } from './token-form.ts';

const token: TokenRow = {
  id: 7,
  user_id: 2,
  key: 'abc',
  status: 1,
  name: 'ci',
  created_time: 1,
  accessed_time: 1,
  expired_time: -1,
  remain_quota: 1234,
  unlimited_quota: false,
  model_limits_enabled: true,
  model_limits: 'gpt-4o, o3',
  allow_ips: '10.0.0.1\n10.0.0.2',
  used_quota: 0,
  group: 'vip',
};

describe('token form', () => {
  it('TW-013: defaults are 500000 remaining, never expires, limited, count 1', () => {
    expect(newTokenForm()).toMatchObject({ remainQuota: '500000', expiry: '', unlimitedQuota: false, count: '1' });
  });

  it('TW-013: edit starts from the token values', () => {
    expect(tokenFormFrom(token)).toMatchObject({
      name: 'ci',
      remainQuota: '1234',
      modelLimits: ['gpt-4o', 'o3'],
      allowIps: '10.0.0.1\n10.0.0.2',
      group: 'vip',
    });
  });

  it('TW-012: the name is required on create only', () => {
    expect(validateTokenForm({ ...newTokenForm(), name: '  ' }, 'create').name).toBe('nameRequired');
    expect(validateTokenForm({ ...tokenFormFrom(token), name: '' }, 'edit').name).toBeUndefined();
  });

  it('TW-016 / TW-017: expiry must be readable and count a positive integer', () => {
    const errors = validateTokenForm({ ...newTokenForm(), name: 'a', expiry: 'soon', count: '0' }, 'create');
    expect(errors).toEqual({ expiry: 'expiryInvalid', count: 'countInvalid' });
    expect(validateTokenForm({ ...newTokenForm(), name: 'a', count: '2.5' }, 'create').count).toBe('countInvalid');
    expect(validateTokenForm({ ...newTokenForm(), name: 'a', remainQuota: '-5' }, 'create').remainQuota).toBe('quotaInvalid');
  });

  it('TW-020: allowed IPs must be addresses or CIDR ranges', () => {
    expect(validateTokenForm({ ...newTokenForm(), name: 'a', allowIps: '10.0.0.1\nlocalhost' }, 'create')).toEqual({ allowIps: 'allowIpsInvalid' });
    expect(validateTokenForm({ ...newTokenForm(), name: 'a', allowIps: '10.0.0.0/8\n::1' }, 'create')).toEqual({});
  });

  it('TW-019 / TW-020: model limits travel only when enabled; IPs one per line without blanks', () => {
    const values = { ...tokenFormFrom(token), allowIps: ' 10.0.0.1 \n\n10.0.0.2\n' };
    expect(toTokenPayload(values)).toMatchObject({
      model_limits_enabled: true,
      model_limits: 'gpt-4o,o3',
      allow_ips: '10.0.0.1\n10.0.0.2',
      remain_quota: 1234,
    });
    expect(toTokenPayload({ ...values, modelLimitsEnabled: false }).model_limits).toBe('');
  });
});
