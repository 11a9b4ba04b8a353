import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { chunkRows } from './query-helpers.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

/** Every stored option as key → value. Keys absent here take their registry default. */
export async function loadAllOptions(executor: Executor): Promise<Record<string, string>> {
  const rows = await executor.selectFrom('options').select(['key', 'value']).execute();
  const options: Record<string, string> = {};
  for (const row of rows) options[row.key] = row.value;
  return options;
}

/** Inserts or overwrites one option. */
export async function upsertOption(executor: Executor, key: string, value: string): Promise<void> {
  await upsertOptions(executor, { [key]: value });
}

/**
 * Inserts or overwrites several options. Input is validated before anything is written. More than
 * 50 entries take several statements: pass a transaction when they must land together.
 */
export async function upsertOptions(executor: Executor, entries: Record<string, string> | ReadonlyArray<readonly [string, string]>): Promise<void> {
  // A Map keeps the last value of a repeated key; PostgreSQL rejects one upsert touching a row twice.
  const byKey = new Map<string, string>(Array.isArray(entries) ? entries : Object.entries(entries));
  for (const [key, value] of byKey) {
    if (typeof key !== 'string' || key === '') throw new TypeError('option keys must be non-empty strings');
    if (typeof value !== 'string') throw new TypeError(`option ${key}: the value must be a string, got ${typeof value}`);
  }
  const rows = [...byKey].map(([key, value]) => ({ key, value }));
  const mysql = isMysqlExecutor(executor);
  for (const chunk of chunkRows(rows)) {
    const insert = executor.insertInto('options').values(chunk);
    await (mysql
      ? insert.onDuplicateKeyUpdate({ value: sql<string>`values(${sql.ref('value')})` })
      : insert.onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    ).execute();
  }
}
