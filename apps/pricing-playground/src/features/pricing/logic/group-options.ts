import type { PricingAnswer } from '@gateway/domain';
import type { GroupOption } from '../components/group-select.tsx';

/** The groups the caller may view prices for: their own first, then the others by name. */
export function groupOptions(answer: Pick<PricingAnswer, 'group_ratio' | 'usable_group' | 'user_group'>): GroupOption[] {
  const names = new Set([answer.user_group, ...Object.keys(answer.usable_group), ...Object.keys(answer.group_ratio)]);
  const ordered = [answer.user_group, ...[...names].filter((name) => name !== answer.user_group).sort()];
  return ordered.map((group) => ({
    group,
    description: Object.hasOwn(answer.usable_group, group) ? answer.usable_group[group]! : group,
    ratio: Object.hasOwn(answer.group_ratio, group) ? answer.group_ratio[group]! : 1,
  }));
}
