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
 * The groups a user may pick for a token (GET /api/user/self/groups, as in new-api): every entry of
 * UserUsableGroups plus the user's own group, each with its GroupRatio (1 when unset). A Map, since
 * callers look up the group a client sent: "__proto__" or "toString" is usable only when configured.
 */
export function userUsableGroups(options: OptionStore, userGroup: string): ReadonlyMap<string, GroupInfo> {
  const usable = objectOption(options, 'UserUsableGroups');
  const ratios = objectOption(options, 'GroupRatio');
  const result = new Map<string, GroupInfo>();
  const ratioOf = (group: string) => {
    const ratio = Object.hasOwn(ratios, group) ? ratios[group] : undefined;
    return typeof ratio === 'number' && Number.isFinite(ratio) ? ratio : 1;
  };
  for (const [group, desc] of Object.entries(usable)) result.set(group, { desc: typeof desc === 'string' ? desc : group, ratio: ratioOf(group) });
  if (userGroup !== '' && !result.has(userGroup)) result.set(userGroup, { desc: userGroup, ratio: ratioOf(userGroup) });
  return result;
}

/** Whether `group` is a key of GroupRatio (a group that no longer exists there is deprecated). */
export function isKnownGroup(options: OptionStore, group: string): boolean {
  return Object.hasOwn(objectOption(options, 'GroupRatio'), group);
}
