import type { CompiledQuery } from 'kysely';

/**
 * Ids that do not exist yet: an INSERT recorded for a D1 batch answers a sentinel per row, far above any
 * real id (2^52 + n, still a safe integer that passes the repositories' integer checks). A later statement
 * of the same batch that binds a sentinel gets, in its place, the SQL that reads that row's id back
 * (ADR 0037). Nothing interleaves inside a batch and AUTOINCREMENT ids only grow, so the row inserted k rows
 * before the last one of its table is `ORDER BY id DESC LIMIT 1 OFFSET k`.
 */
export const SENTINEL_BASE = 2 ** 52;

export interface IdSentinel {
  table: string;
  /** Index of the INSERT statement in the batch. */
  statement: number;
  /** The row's position in that statement's VALUES, and how many rows it inserted. */
  row: number;
  rows: number;
}

/** What each recorded statement inserted: table and row count (-1: unknown, e.g. INSERT … SELECT); null for non-inserts. */
export type InsertedRows = { table: string; rows: number } | null;

function offsetOf(sentinel: IdSentinel, at: number, inserted: readonly InsertedRows[]): number {
  let offset = sentinel.rows - 1 - sentinel.row;
  for (let index = sentinel.statement + 1; index < at; index++) {
    const later = inserted[index];
    if (later === null || later === undefined || later.table !== sentinel.table) continue;
    if (later.rows < 0) throw new Error(`d1 batch: an INSERT of unknown size into ${sentinel.table} hides an id reference`);
    offset += later.rows;
  }
  return offset;
}

function idExpression(sentinel: IdSentinel, offset: number): string {
  return `(SELECT "id" FROM "${sentinel.table}" ORDER BY "id" DESC LIMIT 1 OFFSET ${offset})`;
}

/**
 * Rewrites statement `at`: each `?` bound to a sentinel becomes the SQL that reads that id. Kysely's SQLite
 * compiler writes every value as `?`; quoted identifiers and raw string literals are skipped.
 */
export function substituteIdReferences(
  query: CompiledQuery,
  at: number,
  sentinels: ReadonlyMap<number, IdSentinel>,
  inserted: readonly InsertedRows[],
): CompiledQuery {
  if (!query.parameters.some((value) => typeof value === 'number' && sentinels.has(value))) return query;
  let sqlText = '';
  const parameters: unknown[] = [];
  let quote: string | null = null;
  let parameterIndex = 0;
  for (const char of query.sql) {
    if (quote !== null) {
      if (char === quote) quote = null;
      sqlText += char;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
      sqlText += char;
    } else if (char === '?') {
      const value = query.parameters[parameterIndex++];
      const sentinel = typeof value === 'number' ? sentinels.get(value) : undefined;
      if (sentinel === undefined) {
        sqlText += char;
        parameters.push(value);
      } else {
        if (sentinel.statement >= at) throw new Error('d1 batch: an id is used before its INSERT');
        sqlText += idExpression(sentinel, offsetOf(sentinel, at, inserted));
      }
    } else {
      sqlText += char;
    }
  }
  if (parameterIndex !== query.parameters.length) throw new Error('d1 batch: parameter count does not match the SQL');
  return { ...query, sql: sqlText, parameters };
}
