import { describe, expect, it } from 'vitest';
import { newRedemptionForm, resolveRedemptionName, validateRedemptionForm } from './redemption-form.ts';

describe('redemption form', () => {
  it('TW-036: defaults are quota 100000 and one code', () => {
    expect(newRedemptionForm()).toEqual({ name: '', quota: '100000', count: '1' });
  });

  it('TW-034: an empty name becomes the quota', () => {
    expect(resolveRedemptionName({ name: ' ', quota: '500000', count: '1' })).toBe('500000');
    expect(resolveRedemptionName({ name: ' promo ', quota: '500000', count: '1' })).toBe('promo');
  });

  it('TW-035 / TW-037: integer quota, count 1–100 on create, name at most 20 characters', () => {
    expect(validateRedemptionForm({ name: 'x'.repeat(21), quota: '1.5', count: '101' }, 'create')).toEqual({
      name: 'nameTooLong',
      quota: 'quotaInvalid',
      count: 'countInvalid',
    });
    expect(validateRedemptionForm({ name: 'x'.repeat(20), quota: '1', count: '100' }, 'create')).toEqual({});
    expect(validateRedemptionForm({ name: 'a', quota: '10', count: 'zzz' }, 'edit')).toEqual({});
  });
});
