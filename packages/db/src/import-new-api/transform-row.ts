import { hashAccessToken } from '@gateway/domain';
import type { ColumnShape } from './inspect-schema.ts';
import { isMeaningful, normalizeValue, softDeleteSeconds } from './normalize-value.ts';

export type TransformResult = { ok: true; row: Record<string, unknown> } | { ok: false; reason: string };

/** Columns new-api keeps as empty strings where ours keep NULL (a unique index ignores NULLs only). */
const EMPTY_AS_NULL: Readonly<Record<string, ReadonlySet<string>>> = {
  users: new Set(['aff_code', 'access_token']),
};

/**
 * Per-table conversions that are more than a type change. The access token is stored as its SHA-256
 * (ADR 0033), so the plain token new-api kept is hashed once here and keeps working.
 */
async function convertSpecial(table: string, column: string, value: unknown): Promise<unknown> {
  if (table === 'users' && column === 'access_token' && typeof value === 'string') return hashAccessToken(value);
  return value;
}

/** One column's value, or an error text when the row cannot be carried. */
async function convertColumn(table: string, target: ColumnShape, raw: unknown): Promise<{ value: unknown } | { error: string } | undefined> {
  if (target.name === 'deleted_at') {
    const seconds = softDeleteSeconds(raw);
    return seconds === undefined ? { error: `deleted_at ${JSON.stringify(String(raw))} is not a datetime` } : { value: seconds };
  }
  let value = normalizeValue(raw);
  if (value === '' && EMPTY_AS_NULL[table]?.has(target.name)) value = null;
  if (value === null) {
    if (target.nullable) return { value: null };
    // NOT NULL with a default: gorm wrote NULL for an unset pointer field; ours keeps the default.
    if (target.hasDefault) return undefined;
    return { error: `${target.name} is empty` };
  }
  return { value: await convertSpecial(table, target.name, value) };
}

/**
 * A source row as a row of our table: only the columns both sides have, converted. Columns only the
 * source has are the caller's to report; columns only we have take their defaults.
 */
export async function transformRow(table: string, source: Record<string, unknown>, targetColumns: ReadonlyMap<string, ColumnShape>): Promise<TransformResult> {
  const row: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(source)) {
    const target = targetColumns.get(name);
    if (target === undefined) continue;
    const converted = await convertColumn(table, target, raw);
    if (converted === undefined) continue;
    if ('error' in converted) return { ok: false, reason: converted.error };
    row[name] = converted.value;
  }
  return { ok: true, row };
}

/** The source columns our table lacks whose value carries information in this row. */
export function droppedValues(source: Record<string, unknown>, targetColumns: ReadonlyMap<string, ColumnShape>): string[] {
  return Object.keys(source).filter((name) => !targetColumns.has(name) && isMeaningful(normalizeValue(source[name])));
}
