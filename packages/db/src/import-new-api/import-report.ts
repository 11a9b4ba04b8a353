/** What one table's import did. */
export interface TableReport {
  table: string;
  /** Rows in the source table. */
  sourceRows: number;
  /** Rows written in this run (a resumed run counts only its own). */
  copied: number;
  /** Rows already in the target from an earlier, interrupted run. */
  alreadyPresent: number;
  /** Rows that could not be carried (options: unknown keys, refused values), with the reason (the first 20; `skippedCount` has them all). */
  skipped: Array<{ key: string; reason: string }>;
  skippedCount: number;
  /** Source columns we have no place for, with how many rows had a value there. */
  droppedColumns: Record<string, number>;
}

export interface ImportReport {
  source: string;
  tables: TableReport[];
  /** Source tables with rows that the gateway has no table for. */
  tablesNotCarried: Array<{ table: string; rows: number }>;
  /** Source tables the gateway has but the source lacks (an older new-api). */
  tablesMissingInSource: string[];
  /** What every operator should know after an import, whatever the data. */
  notes: string[];
}

const MAX_LISTED = 20;

export function emptyTableReport(table: string): TableReport {
  return { table, sourceRows: 0, copied: 0, alreadyPresent: 0, skipped: [], skippedCount: 0, droppedColumns: {} };
}

export function recordSkip(report: TableReport, key: string, reason: string): void {
  report.skippedCount += 1;
  if (report.skipped.length < MAX_LISTED) report.skipped.push({ key, reason });
}

export function recordDropped(report: TableReport, columns: readonly string[]): void {
  for (const column of columns) report.droppedColumns[column] = (report.droppedColumns[column] ?? 0) + 1;
}

export const STANDING_NOTES: readonly string[] = [
  'Passwords are bcrypt hashes and keep working; sign-in sessions are not carried, so everyone signs in again.',
  'API keys (sk-…) keep working. System access tokens are stored hashed now and keep working.',
  'Channel keys are carried as they are; test one channel after the move (Channels → Test).',
];

/** The report as lines for a terminal. */
export function formatReport(report: ImportReport): string[] {
  const lines = [`Imported from ${report.source}`];
  for (const table of report.tables) {
    const resumed = table.alreadyPresent > 0 ? `, ${table.alreadyPresent} already present` : '';
    lines.push(`  ${table.table}: ${table.copied} of ${table.sourceRows} copied${resumed}${table.skippedCount > 0 ? `, ${table.skippedCount} skipped` : ''}`);
    for (const skip of table.skipped) lines.push(`    skipped ${skip.key}: ${skip.reason}`);
    for (const [column, rows] of Object.entries(table.droppedColumns)) lines.push(`    column ${column} not carried (${rows} rows had a value)`);
  }
  for (const table of report.tablesNotCarried) lines.push(`  table ${table.table} not carried (${table.rows} rows): the gateway has no such data`);
  for (const table of report.tablesMissingInSource) lines.push(`  table ${table} is not in the source (an older new-api): left empty`);
  return [...lines, ...report.notes.map((note) => `Note: ${note}`)];
}
