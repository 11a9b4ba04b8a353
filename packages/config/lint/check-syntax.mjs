#!/usr/bin/env node
/**
 * `node check-syntax.mjs <folder>...`: parses every .mjs file under the folders with `node --check`.
 * The benchmark harnesses (tests/load) are plain JavaScript that no test imports and no type-check
 * program covers, so a syntax error in one (a backtick left in a template) would go unnoticed until
 * someone ran the benchmark. Parsing costs well under a second.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function moduleFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs') && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const failures = [];
for (const file of process.argv.slice(2).flatMap(moduleFiles)) {
  const result = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  if (result.status !== 0) failures.push(`${file}\n${result.stderr.trim()}`);
}
if (failures.length > 0) {
  console.error(`syntax errors:\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log(`syntax ok: ${process.argv.slice(2).join(' ')}`);
