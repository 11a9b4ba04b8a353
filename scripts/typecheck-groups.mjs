#!/usr/bin/env node
/**
 * Type-checks every workspace with as few TypeScript programs as their settings allow.
 *
 * Each workspace's `tsc -p tsconfig.json` also checks the sources it imports from other workspaces (they are
 * TypeScript, not declarations), so nineteen separate runs checked packages/ui, sdk and domain again and again
 * and parsed MUI's types ten times: about 270 s of CPU on two cores. Workspaces whose tsconfig has the same
 * `extends` and `compilerOptions` type-check the same way, so one program per such group gives the same
 * errors for a fraction of the work. A workspace's own `npm run typecheck` (turbo, cached) is unchanged.
 *
 * Usage: node scripts/typecheck-groups.mjs   (exit code 1 when any group has errors)
 * `npm test` imports `typecheckGroups()` to schedule each group as a job of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot as root, workspaceDirs } from './workspaces.mjs';

const cacheDir = join(root, 'node_modules', '.cache', 'typecheck-groups');

const absolute = (dir, pattern) => (isAbsolute(pattern) ? pattern : resolve(dir, pattern));

/** One entry per distinct (extends, compilerOptions): the workspaces in it and the tsconfig written for it. */
export function typecheckGroups() {
  const groups = new Map();
  for (const dir of workspaceDirs().filter((candidate) => existsSync(join(candidate, 'tsconfig.json')))) {
    const config = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    const base = absolute(dir, config.extends);
    const key = JSON.stringify([base, config.compilerOptions ?? {}]);
    const group = groups.get(key) ?? { base, compilerOptions: config.compilerOptions ?? {}, dirs: [], include: [], exclude: [] };
    group.dirs.push(dir);
    group.include.push(...config.include.map((pattern) => absolute(dir, pattern)));
    group.exclude.push(join(dir, 'node_modules'), ...(config.exclude ?? []).map((pattern) => absolute(dir, pattern)));
    groups.set(key, group);
  }
  mkdirSync(cacheDir, { recursive: true });
  return [...groups.values()].map((group, index) => {
    const name = group.dirs.map((dir) => dir.slice(root.length + 1)).join(' ');
    const configPath = join(cacheDir, `group-${index + 1}.json`);
    const { base, compilerOptions, include, exclude } = group;
    writeFileSync(configPath, `${JSON.stringify({ extends: base, compilerOptions, include, exclude: [...new Set(exclude)] }, null, 2)}\n`);
    return { name, configPath, workspaces: group.dirs.length };
  });
}

export const tscPath = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check({ name, configPath }) {
  return new Promise((done) => {
    console.log(`typecheck: ${name}`);
    const child = spawn(process.execPath, [tscPath, '--noEmit', '-p', configPath], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code ?? 1));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const group of typecheckGroups()) failed ||= await check(group);
  process.exit(failed);
}
