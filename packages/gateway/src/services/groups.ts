import type { OptionStore } from './option-store.ts';

/** Known groups: the keys of the GroupRatio option (what new-api's GET /api/group/ lists). */
export function groupNames(options: OptionStore): string[] {
  const ratios = options.getJson('GroupRatio');
  return ratios !== null && typeof ratios === 'object' && !Array.isArray(ratios) ? Object.keys(ratios) : [];
}
