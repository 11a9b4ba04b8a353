import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import { countRows, type BatchListener, type CopyContext } from './copy-context.ts';
import { copyById } from './copy-by-id.ts';
import { copyAbilities, copyOptions } from './copy-whole.ts';
import { emptyTableReport, STANDING_NOTES, type ImportReport } from './import-report.ts';
import { inspectSchema, type SchemaShape } from './inspect-schema.ts';
import type { NewApiSource } from './source.ts';
import { rebuildQuotaDataModels } from '../repositories/quota-data-models.repository.ts';
import { ENGINE_TABLES, IMPORT_PLAN, OCCUPANCY_TABLES, TARGET_ONLY_TABLES } from './table-plan.ts';

export interface ImportOptions {
  source: NewApiSource;
  /** The gateway database, migrated to the latest schema. */
  target: Kysely<Database>;
  /** Continue an interrupted import instead of refusing a target that already holds data. */
  resume?: boolean;
  /** Source rows read per batch (one target transaction each); default 1,000. */
  batchSize?: number;
  onBatch?: BatchListener;
}

/** Thrown before anything is written, when the target is not a fresh gateway database. */
export class ImportRefusedError extends Error {}

async function refuseOccupiedTarget(target: Kysely<any>): Promise<void> {
  for (const table of OCCUPANCY_TABLES) {
    const rows = await countRows(target, table);
    if (rows > 0) {
      throw new ImportRefusedError(
        `the gateway database already has ${rows} ${table} rows: import into a fresh database, or pass --resume to continue an interrupted import`,
      );
    }
  }
}

async function tablesNotCarried(source: Kysely<any>, schema: SchemaShape): Promise<ImportReport['tablesNotCarried']> {
  const known = new Set<string>([...IMPORT_PLAN.map((plan) => plan.table), ...TARGET_ONLY_TABLES, ...ENGINE_TABLES]);
  const result: ImportReport['tablesNotCarried'] = [];
  for (const table of [...schema.keys()].sort()) {
    if (known.has(table)) continue;
    const rows = await countRows(source, table);
    if (rows > 0) result.push({ table, rows });
  }
  return result;
}

/**
 * Copies a new-api database into a gateway database: users (bcrypt hashes kept), tokens (keys kept),
 * channels, abilities, options, redemptions, top-ups, rollups, task rows, setup and logs, with their ids.
 * Resumable: every batch is one transaction and a rerun with `resume` continues after the last one.
 * Returns what was copied and what could not be carried; nothing is silently dropped.
 */
export async function importNewApi(options: ImportOptions): Promise<ImportReport> {
  const source = options.source.db;
  const target = options.target as unknown as Kysely<any>;
  if (options.resume !== true) await refuseOccupiedTarget(target);
  const [sourceSchema, targetSchema] = await Promise.all([inspectSchema(source), inspectSchema(target)]);
  const report: ImportReport = { source: options.source.label, tables: [], tablesNotCarried: [], tablesMissingInSource: [], notes: [...STANDING_NOTES] };
  for (const plan of IMPORT_PLAN) {
    const sourceColumns = sourceSchema.get(plan.table);
    if (sourceColumns === undefined) {
      report.tablesMissingInSource.push(plan.table);
      continue;
    }
    const context: CopyContext = {
      table: plan.table,
      source,
      target,
      sourceColumns,
      targetColumns: targetSchema.get(plan.table)!,
      batchSize: options.batchSize ?? 1000,
      report: emptyTableReport(plan.table),
      onBatch: options.onBatch,
    };
    report.tables.push(context.report);
    if (plan.table === 'options') await copyOptions(context);
    else if (plan.key === 'whole') await copyAbilities(context);
    else await copyById(context);
  }
  // The cross-user rollup (ADR 0046) is derived from quota_data: rebuilt whole, so a resumed import stays exact.
  await options.target.transaction().execute((transaction) => rebuildQuotaDataModels(transaction));
  report.tablesNotCarried = await tablesNotCarried(source, sourceSchema);
  return report;
}
