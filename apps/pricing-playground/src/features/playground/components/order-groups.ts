import type { UserGroupInfo } from '@gateway/sdk';

export type GroupChoice = { group: string; desc: string; ratio: number; own: boolean };

/** PP-014: the user's own group first, then the others as the server lists them. */
export function orderGroups(groups: Readonly<Record<string, UserGroupInfo>>, ownGroup: string): GroupChoice[] {
  const choices = Object.entries(groups).map(([group, info]) => ({ group, desc: info.desc, ratio: info.ratio, own: group === ownGroup }));
  return [...choices.filter((choice) => choice.own), ...choices.filter((choice) => !choice.own)];
}
