/** Splits a comma string (the server's models/group columns, CH-041) into trimmed, non-empty names. */
export function splitCommaList(text: string | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The 'fill related' list (CH-054): catalogue models whose names start with gpt- or text-. */
export function relatedModels(catalogue: readonly string[]): string[] {
  return catalogue.filter((name) => name.startsWith('gpt-') || name.startsWith('text-'));
}

/** Adds names to a selection keeping the order and dropping repeats. */
export function addModels(selected: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...selected, ...added])];
}

export type CustomModelsResult = { models: string[]; duplicates: string[] };

/**
 * Custom model names, comma separated (CH-055). Names already chosen are reported as duplicates
 * (the editor says 'some models already exist') and the rest are added.
 */
export function mergeCustomModels(selected: readonly string[], input: string): CustomModelsResult {
  const existing = new Set(selected);
  const duplicates: string[] = [];
  const added: string[] = [];
  for (const name of splitCommaList(input)) {
    if (existing.has(name)) duplicates.push(name);
    else {
      existing.add(name);
      added.push(name);
    }
  }
  return { models: [...selected, ...added], duplicates };
}
