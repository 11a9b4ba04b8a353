import type { OptionStore } from './option-store.ts';

export interface GroupInfo {
  desc: string;
  ratio: number;
}

function objectOption(options: OptionStore, key: string): Record<string, unknown> {
  const value = options.getJson(key);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The groups a user may pick for a token (reference §1.1 GET /api/user/self/groups): every entry of
 * UserUsableGroups plus the user's own group, each with its GroupRatio (1 when unset).
 */
export function userUsableGroups(options: OptionStore, userGroup: string): Record<string, GroupInfo> {
  const usable = objectOption(options, 'UserUsableGroups');
  const ratios = objectOption(options, 'GroupRatio');
  const result: Record<string, GroupInfo> = {};
  const ratioOf = (group: string) => {
    const ratio = ratios[group];
    return typeof ratio === 'number' && Number.isFinite(ratio) ? ratio : 1;
  };
  for (const [group, desc] of Object.entries(usable)) result[group] = { desc: typeof desc === 'string' ? desc : group, ratio: ratioOf(group) };
  if (userGroup !== '' && result[userGroup] === undefined) result[userGroup] = { desc: userGroup, ratio: ratioOf(userGroup) };
  return result;
}

/** Whether `group` is a key of GroupRatio (a group that no longer exists there is deprecated). */
export function isKnownGroup(options: OptionStore, group: string): boolean {
  return Object.hasOwn(objectOption(options, 'GroupRatio'), group);
}
