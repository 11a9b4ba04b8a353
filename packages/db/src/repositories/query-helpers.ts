import { sql } from 'kysely';
import type { Expression, SqlBool, Transaction } from 'kysely';
import type { Database, Executor } from '../database.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/** A page request: rows to skip and rows to return. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** One page of rows plus the number of rows matching the filters in total. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Upper bound on a page, so a bad query string cannot ask for a whole table. */
export const MAX_PAGE_SIZE = 1000;

/** Rejects offsets/limits that are not non-negative integers (limit 1..MAX_PAGE_SIZE). */
export function assertPageRequest(page: PageRequest): void {
  if (!Number.isSafeInteger(page.offset) || page.offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${page.offset}`);
  if (!Number.isSafeInteger(page.limit) || page.limit < 1 || page.limit > MAX_PAGE_SIZE) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}, got ${page.limit}`);
  }
}

/** Rejects anything but a safe integer (quota amounts, ids). */
export function assertInteger(name: string, value: number, { min }: { min?: number } = {}): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got ${value}`);
  if (min !== undefined && value < min) throw new RangeError(`${name} must be at least ${min}, got ${value}`);
}

/**
 * The LIKE escape character: `!`, not a backslash, because MySQL/MariaDB read a backslash inside a string
 * literal as an escape of their own (`escape '\\'` does not even parse there).
 */
export const LIKE_ESCAPE = sql`escape '!'`;

/** `text` with `%`, `_` and the escape character escaped, for a LIKE pattern written with {@link LIKE_ESCAPE}. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[!%_]/g, (character) => `!${character}`);
}

/**
 * Case-insensitive "column contains text", the same on SQLite and PostgreSQL (SQLite's LIKE ignores
 * ASCII case, PostgreSQL's does not, so both sides are lower-cased). `%` and `_` typed by a user match
 * literally.
 */
export function containsIgnoringCase(column: Expression<string | null>, text: string): Expression<SqlBool> {
  const pattern = `%${escapeLikePattern(text.toLowerCase())}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} ${LIKE_ESCAPE}`;
}

/**
 * D1 binds at most 100 parameters per statement; multi-row inserts are split to stay under it on
 * every dialect, so the same code runs unchanged on the Worker.
 */
export const MAX_BOUND_PARAMETERS = 100;

/** Splits rows into chunks whose bound-parameter count stays within {@link MAX_BOUND_PARAMETERS}. */
export function chunkRows<T extends object>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let parameters = 0;
  for (const row of rows) {
    const width = Object.keys(row).length;
    if (current.length > 0 && parameters + width > MAX_BOUND_PARAMETERS) {
      chunks.push(current);
      current = [];
      parameters = 0;
    }
    current.push(row);
    parameters += width;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Turns Kysely's bigint affected-row count into a number (kysely-d1 reports 0 as undefined). */
export function affectedRows(count: bigint | undefined): number {
  return Number(count ?? 0n);
}

/** Current unix time in seconds. */
export function unixSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}

/**
 * Runs `work` atomically: inside the caller's transaction when `executor` already is one (a deadlock then
 * reaches the caller, whose whole transaction is the one to re-run), else in a new transaction that is run
 * again after a deadlock, lock wait timeout or serialization failure (transactionWithRetry, ADR 0047) — so
 * `work` may run more than once and must act only through its transaction. (D1 has no interactive
 * transactions; there this throws kysely-d1's clear error rather than risk a half-applied write.)
 */
export async function runAtomically<T>(executor: Executor, work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<Database>);
  return transactionWithRetry(executor, work);
}
