import { describe, expect, it } from 'vitest';
import { orderGroups } from './order-groups.ts';

describe('orderGroups', () => {
  it("PP-014: the user's own group comes first", () => {
    const groups = { default: { desc: 'Default', ratio: 1 }, vip: { desc: 'VIP', ratio: 0.5 }, svip: { desc: 'SVIP', ratio: 2 } };
    expect(orderGroups(groups, 'vip').map((choice) => [choice.group, choice.own])).toEqual([
      ['vip', true],
      ['default', false],
      ['svip', false],
    ]);
  });
});
