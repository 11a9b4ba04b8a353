/** What an inline priority/weight edit asks for: nothing (empty), a refusal, or a value to save. */
export type InlineNumberResult = { kind: 'ignore' } | { kind: 'invalid' } | { kind: 'value'; value: number };

export const MIN_PRIORITY = -999;

function parseInteger(raw: string): number | undefined {
  const trimmed = raw.trim();
  if (!/^-?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Row priority (CH-023, CH-025): empty is ignored; an integer ≥ −999 is saved. */
export function parseInlinePriority(raw: string): InlineNumberResult {
  if (raw.trim() === '') return { kind: 'ignore' };
  const value = parseInteger(raw);
  if (value === undefined || value < MIN_PRIORITY) return { kind: 'invalid' };
  return { kind: 'value', value };
}

/** Row weight (CH-024, CH-025): empty is ignored; a negative integer becomes 0. */
export function parseInlineWeight(raw: string): InlineNumberResult {
  if (raw.trim() === '') return { kind: 'ignore' };
  const value = parseInteger(raw);
  if (value === undefined) return { kind: 'invalid' };
  return { kind: 'value', value: Math.max(0, value) };
}

/**
 * Tag-level values (CH-026) are stricter than rows: the priority must be an integer (≥ −999) and
 * the weight a non-negative integer; a negative weight is refused rather than silently raised,
 * because it would overwrite every channel of the tag.
 */
export function parseTagNumber(field: 'priority' | 'weight', raw: string): InlineNumberResult {
  if (raw.trim() === '') return { kind: 'ignore' };
  const value = parseInteger(raw);
  if (value === undefined) return { kind: 'invalid' };
  if (field === 'weight' ? value < 0 : value < MIN_PRIORITY) return { kind: 'invalid' };
  return { kind: 'value', value };
}
