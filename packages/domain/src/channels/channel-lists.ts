/**
 * A channel's `models` and `group` columns are comma lists. Unlike new-api
 * (which splits without trimming, so "a, b" yields the model " b"), items are trimmed and empty
 * items dropped, in every place that reads them: abilities, search and the editor agree.
 */
export function splitChannelList(text: string | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  const seen = new Set<string>();
  for (const item of text.split(',')) {
    const trimmed = item.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}

/** The stored form of a list: items joined by ',' without spaces. */
export function joinChannelList(items: readonly string[]): string {
  return splitChannelList(items.join(',')).join(',');
}
