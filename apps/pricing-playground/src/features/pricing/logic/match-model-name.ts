/**
 * The model search (PP-006) is a case-insensitive substring match on the model name, made
 * fuzzy in one way: words separated by spaces must each appear, in any order ("4o mini" finds
 * gpt-4o-mini). An empty search matches everything.
 */
export function matchesModelSearch(modelName: string, search: string): boolean {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const name = modelName.toLowerCase();
  return words.every((word) => name.includes(word));
}
