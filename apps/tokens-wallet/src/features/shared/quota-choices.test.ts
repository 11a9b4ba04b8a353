import { describe, expect, it } from 'vitest';
import { QUOTA_CHOICES, formatQuotaChoiceLabel } from './quota-choices.ts';

describe('quick quota choices', () => {
  it('TW-014 / TW-036: the six choices and their labels at 500000 quota per unit', () => {
    expect(QUOTA_CHOICES).toEqual([500000, 5000000, 25000000, 50000000, 250000000, 500000000]);
    expect(QUOTA_CHOICES.map((quota) => formatQuotaChoiceLabel(quota, 500000))).toEqual(['1$', '10$', '50$', '100$', '500$', '1000$']);
  });

  it('TW-014: labels follow quota_per_unit instead of being fixed', () => {
    expect(formatQuotaChoiceLabel(500000, 1000000)).toBe('0.5$');
    expect(formatQuotaChoiceLabel(5000000, 1500000)).toBe('3.33$');
  });
});
