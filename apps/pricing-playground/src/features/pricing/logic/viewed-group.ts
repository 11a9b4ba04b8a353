import type { PricingAnswer } from '@gateway/domain';

/**
 * The group whose prices are shown: the one in the URL when the caller may use it, else the caller's
 * own ('default' for a visitor, PP-004), with its ratio (1 for a group GroupRatio does not list,
 * as the relay bills it).
 */
export function viewedGroup(answer: Pick<PricingAnswer, 'group_ratio' | 'usable_group' | 'user_group'>, requested: string): { group: string; ratio: number } {
  const usable = (group: string) => Object.hasOwn(answer.group_ratio, group) || Object.hasOwn(answer.usable_group, group);
  const group = requested !== '' && usable(requested) ? requested : answer.user_group;
  const ratio = Object.hasOwn(answer.group_ratio, group) ? answer.group_ratio[group]! : 1;
  return { group, ratio };
}
