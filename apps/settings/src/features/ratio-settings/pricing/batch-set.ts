import { parseCellNumber } from './parse-cell-number.ts';
import type { PricingRow } from './pricing-maps.ts';

/**
 * Batch set (SET-040…042): one value (or both ratios) written into every selected model.
 * 'price' a fixed per-call price, 'ratio' the model ratio, 'completion' the completion ratio,
 * 'both' the model ratio and the completion ratio.
 */
export type BatchMode = 'price' | 'ratio' | 'completion' | 'both';
export const batchModes: readonly BatchMode[] = ['price', 'ratio', 'completion', 'both'];

/** Message keys under ratioSettings.batch.errors, with the field they belong to. */
export type ValueProblem = 'enterBoth' | 'validNumbers' | 'enterFill' | 'fillNumber' | 'negative' | 'priceZero';
export type BatchProblem = { field: 'selection'; message: 'selectFirst' } | { field: 'value' | 'completion'; message: ValueProblem };

export type BatchInput = { mode: BatchMode; value: string; completion: string };

function numberProblem(text: string, missing: 'enterBoth' | 'enterFill', invalid: 'validNumbers' | 'fillNumber'): ValueProblem | undefined {
  const parsed = parseCellNumber(text);
  if (parsed.kind === 'empty') return missing;
  if (parsed.kind === 'invalid') return invalid;
  return parsed.value < 0 ? 'negative' : undefined;
}

/**
 * The problems of a batch set, in the spec's order: rows must be selected first (SET-040); the
 * both-ratios mode needs both values (SET-041), every other mode its fill value (SET-042), as
 * numbers; a fixed price must be above 0 (SET-037).
 */
export function checkBatch(selected: number, input: BatchInput): BatchProblem[] {
  if (selected === 0) return [{ field: 'selection', message: 'selectFirst' }];
  if (input.mode === 'both') {
    const problems: BatchProblem[] = [];
    const value = numberProblem(input.value, 'enterBoth', 'validNumbers');
    const completion = numberProblem(input.completion, 'enterBoth', 'validNumbers');
    if (value !== undefined) problems.push({ field: 'value', message: value });
    if (completion !== undefined) problems.push({ field: 'completion', message: completion });
    return problems;
  }
  const value = numberProblem(input.value, 'enterFill', 'fillNumber');
  if (value !== undefined) return [{ field: 'value', message: value }];
  if (input.mode === 'price' && parseCellNumber(input.value).kind === 'number' && Number(input.value) === 0) return [{ field: 'value', message: 'priceZero' }];
  return [];
}

/**
 * A selected row after a valid batch set (SET-034: a price clears the ratios, a ratio the price).
 * 'completion' leaves a fixed-price model as it is (a completion ratio alone would leave it unpriced):
 * undefined says so.
 */
export function applyBatch(row: PricingRow, input: BatchInput): PricingRow | undefined {
  const value = Number(input.value.trim());
  switch (input.mode) {
    case 'price':
      return { name: row.name, price: value };
    case 'ratio':
      return row.completionRatio === undefined ? { name: row.name, ratio: value } : { name: row.name, ratio: value, completionRatio: row.completionRatio };
    case 'completion':
      return row.price !== undefined || row.ratio === undefined ? undefined : { name: row.name, ratio: row.ratio, completionRatio: value };
    case 'both':
      return { name: row.name, ratio: value, completionRatio: Number(input.completion.trim()) };
  }
}
