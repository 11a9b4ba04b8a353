import { validateOptionValue, optionDefinition } from '@gateway/domain';
import { countRows, insertInChunks, type CopyContext } from './copy-context.ts';
import { recordDropped, recordSkip } from './import-report.ts';
import { droppedValues, transformRow } from './transform-row.ts';

/** Every source row of a small table, converted; unconvertible ones reported. */
async function readAll(context: CopyContext, keyOf: (row: Record<string, unknown>) => string): Promise<Record<string, unknown>[]> {
  const rows = await context.source.selectFrom(context.table).selectAll().execute();
  context.report.sourceRows = rows.length;
  const converted: Record<string, unknown>[] = [];
  for (const source of rows) {
    recordDropped(context.report, droppedValues(source, context.targetColumns));
    const result = await transformRow(context.table, source, context.targetColumns);
    if (result.ok) converted.push(result.row);
    else recordSkip(context.report, keyOf(source), result.reason);
  }
  return converted;
}

/**
 * abilities: the whole table replaced in one transaction (a resumed run replaces it again with the same
 * rows). new-api's per-ability enabled/priority/weight are kept as they were, not re-derived.
 */
export async function copyAbilities(context: CopyContext): Promise<void> {
  const rows = await readAll(context, (row) => `${String(row.group)}/${String(row.model)}/${String(row.channel_id)}`);
  context.report.alreadyPresent = await countRows(context.target, context.table);
  await context.target.transaction().execute(async (trx) => {
    await trx.deleteFrom('abilities').execute();
    await insertInChunks(trx, 'abilities', rows);
  });
  context.report.copied = rows.length;
  await context.onBatch?.({ table: context.table, copied: rows.length, lastKey: 'all' });
}

/** Why an option is not carried, or null when it is. */
function optionRefusal(key: string, value: unknown): string | null {
  if (optionDefinition(key) === undefined) return 'the gateway has no such option';
  const result = validateOptionValue(key, typeof value === 'string' ? value : String(value ?? ''));
  return result.ok ? null : `its value is refused (${result.messageKey}); the default stays`;
}

/**
 * options: known keys with values our validation accepts, written over the target's in one transaction;
 * the rest is reported as skipped instead of being stored where nothing reads it.
 */
export async function copyOptions(context: CopyContext): Promise<void> {
  const rows = await readAll(context, (row) => String(row.key));
  const carried = rows.filter((row) => {
    const reason = optionRefusal(String(row.key), row.value);
    if (reason !== null) recordSkip(context.report, String(row.key), reason);
    return reason === null;
  });
  context.report.alreadyPresent = await countRows(context.target, context.table);
  await context.target.transaction().execute(async (trx) => {
    const keys = carried.map((row) => String(row.key));
    if (keys.length > 0) await trx.deleteFrom('options').where('key', 'in', keys).execute();
    await insertInChunks(trx, 'options', carried);
  });
  context.report.copied = carried.length;
  await context.onBatch?.({ table: context.table, copied: carried.length, lastKey: 'all' });
}
