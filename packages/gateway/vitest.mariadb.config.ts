import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedVitestConfig } from '@gateway/config/vitest';

/**
 * `npm run test:mariadb`: the gateway's per-dialect suites on MariaDB (ADR 0043). A task of
 * its own beside `test` (SQLite + PostgreSQL), so CI runs it side by side with other work instead of
 * making the longest task half as long again. Only the files that declare per-dialect suites run here:
 * the others do not touch a database of the run's dialects and already ran in `test`.
 */
process.env.GATEWAY_TEST_DIALECTS = 'mariadb';

const root = fileURLToPath(new URL('.', import.meta.url));
const PER_DIALECT = /\b(describeEachDialect|TEST_DIALECTS)\b/;

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const perDialectFiles = ['src', 'test'].flatMap((folder) => testFiles(join(root, folder))).filter((file) => PER_DIALECT.test(readFileSync(file, 'utf8')));

export default sharedVitestConfig({
  globalSetup: ['../db/src/testing/postgres-global-setup.ts'],
  isolate: false,
  maxWorkers: 3,
  include: perDialectFiles.map((file) => relative(root, file)),
});
