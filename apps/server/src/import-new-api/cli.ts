/**
 * `npm run import:new-api -- --from <sqlite path | postgres:// | mysql://>` (ADR 0045): copies a new-api
 * database into the gateway database the server would open (DATABASE_URL or DATA_DIR), migrated first,
 * and prints what was copied and what could not be carried. Exit 0 done, 1 failed, 2 refused or misused.
 */
import { mkdirSync } from 'node:fs';
import process from 'node:process';
import { migrateToLatest } from '@gateway/db';
import type { Logger } from '@gateway/gateway';
import { formatReport, importNewApi, ImportRefusedError, openNewApiSource, type NewApiSource } from '@gateway/db/import-new-api';
import { parseServerConfig } from '../config.ts';
import { DEFAULT_CONSOLE_DIRECTORY, openDatabase } from '../start-server.ts';
import { parseImportArguments, USAGE, type ImportArguments } from './cli-arguments.ts';
import { openMysqlSource } from './mysql-source.ts';

/** Messages on stderr; stdout carries only the report (so `--json` output can be piped). */
const consoleLogger: Logger = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(`warning: ${message}`),
  error: (message: string) => console.error(`error: ${message}`),
};

/** Progress on stderr every 10 batches, so a long log copy shows it is moving. */
function progressPrinter(): (progress: { table: string; copied: number }) => void {
  let batches = 0;
  return ({ table, copied }) => {
    batches += 1;
    if (batches % 10 === 0) console.error(`  ${table}: ${copied} rows copied…`);
  };
}

async function runImport(options: ImportArguments, source: NewApiSource): Promise<number> {
  const config = parseServerConfig(process.env, process.cwd(), DEFAULT_CONSOLE_DIRECTORY);
  mkdirSync(config.dataDirectory, { recursive: true });
  const target = await openDatabase(config, consoleLogger);
  try {
    await migrateToLatest(target.db);
    console.error(`Importing from ${source.label} into ${config.databaseUrl === null ? config.dataDirectory : 'DATABASE_URL'}…`);
    const report = await importNewApi({ source, target: target.db, resume: options.resume, batchSize: options.batchSize, onBatch: progressPrinter() });
    console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report).join('\n'));
    return 0;
  } finally {
    await target.close();
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseImportArguments(argv);
  if ('error' in options) {
    console.error(`${options.error}\n\n${USAGE}`);
    return 2;
  }
  let source: NewApiSource | undefined;
  try {
    source = await openNewApiSource(options.from, openMysqlSource);
    return await runImport(options, source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof ImportRefusedError ? `refused: ${message}` : `import failed: ${message}`);
    return error instanceof ImportRefusedError ? 2 : 1;
  } finally {
    await source?.close();
  }
}
