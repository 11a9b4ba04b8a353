import type { OptionStore } from './option-store.ts';

/** Known groups: the keys of the GroupRatio option (reference §1.1 GET /api/group/). */
export function groupNames(options: OptionStore): string[] {
  const ratios = options.getJson('GroupRatio');
  return ratios !== null && typeof ratios === 'object' && !Array.isArray(ratios) ? Object.keys(ratios) : [];
}
