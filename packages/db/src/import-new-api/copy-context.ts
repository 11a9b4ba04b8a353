import type { Kysely } from 'kysely';
import type { ColumnShape } from './inspect-schema.ts';
import type { TableReport } from './import-report.ts';

/** Progress after each committed batch; throwing here stops the import (the committed batches stay). */
export type BatchListener = (progress: { table: string; copied: number; lastKey: string }) => void | Promise<void>;

/** What a table copy needs: both databases, both column lists of the table, its report. */
export interface CopyContext {
  table: string;
  source: Kysely<any>;
  target: Kysely<any>;
  sourceColumns: ReadonlyMap<string, ColumnShape>;
  targetColumns: ReadonlyMap<string, ColumnShape>;
  batchSize: number;
  report: TableReport;
  onBatch?: BatchListener;
}

/** Bound parameters per INSERT, under SQLite's 32,766 (and PostgreSQL's and MySQL's 65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Rows grouped by the columns they set. A multi-row INSERT fills a column one row lacks with NULL on
 * SQLite (it has no DEFAULT keyword in VALUES), so rows that leave a column to its default go separately.
 */
function groupByColumns(rows: readonly Record<string, unknown>[]): Record<string, unknown>[][] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row).join('\u0000');
    const group = groups.get(signature);
    if (group === undefined) groups.set(signature, [row]);
    else group.push(row);
  }
  return [...groups.values()];
}

/** Inserts rows in statements small enough for every engine's parameter limit. */
export async function insertInChunks(executor: Kysely<any>, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (const group of groupByColumns(rows)) {
    const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(group[0]!).length)));
    for (let start = 0; start < group.length; start += chunk) {
      await executor
        .insertInto(table)
        .values(group.slice(start, start + chunk))
        .execute();
    }
  }
}

export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
