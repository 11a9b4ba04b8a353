import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrations/schema-helpers.ts';
import { countRows, insertInChunks, type CopyContext } from './copy-context.ts';
import { recordDropped, recordSkip } from './import-report.ts';
import { droppedValues, transformRow } from './transform-row.ts';

async function highestId(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
}

/** The batch's rows in our shape; rows that cannot be carried are reported and left out. */
async function convertBatch(context: CopyContext, rows: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const converted: Record<string, unknown>[] = [];
  for (const source of rows) {
    recordDropped(context.report, droppedValues(source, context.targetColumns));
    const result = await transformRow(context.table, source, context.targetColumns);
    if (result.ok) converted.push(result.row);
    else recordSkip(context.report, `id ${String(source.id)}`, result.reason);
  }
  return converted;
}

/**
 * PostgreSQL's identity sequence does not move when ids are given explicitly; it is set past the highest
 * imported id so the gateway's next insert does not collide. SQLite and MySQL advance on their own.
 */
async function advanceIdentity(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(db);
}

/**
 * Copies a table in ascending id batches, each in its own transaction, starting after the highest id the
 * target already has: a run stopped at any point resumes where its last committed batch ended, and a
 * finished table is a no-op. Ids are kept, so every reference (user_id, channel_id, token_id) stays valid.
 */
export async function copyById(context: CopyContext): Promise<void> {
  const { table, report } = context;
  report.sourceRows = await countRows(context.source, table);
  report.alreadyPresent = await countRows(context.target, table);
  let after = await highestId(context.target, table);
  for (;;) {
    const rows = await context.source.selectFrom(table).selectAll().where('id', '>', after).orderBy('id').limit(context.batchSize).execute();
    if (rows.length === 0) break;
    const converted = await convertBatch(context, rows);
    if (converted.length > 0) await context.target.transaction().execute((trx) => insertInChunks(trx, table, converted));
    after = Number(rows[rows.length - 1]!.id);
    report.copied += converted.length;
    await context.onBatch?.({ table, copied: report.copied, lastKey: String(after) });
  }
  await advanceIdentity(context.target, table);
}
