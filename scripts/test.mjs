#!/usr/bin/env node
/**
 * `npm test`: every workspace's lint, typecheck and tests, scheduled so the run fits CI's budget on two cores.
 *
 *   1. `turbo run build`: everything the tests need.
 *   2. Side by side:
 *      - the end-to-end workspace's tests (tests/: the real server, Chromium, PostgreSQL, MariaDB, Redis), the
 *        longest task by far, in a lane of its own;
 *      - every other job two at a time, longest first (below). Left to turbo, the order among independent
 *        tasks is its own: the gateway's MariaDB pass once started 22 minutes in and ran last, alone.
 *   Jobs: each workspace's lint then tests (lint first: workers/gateway's lint and tests both assemble its
 *   console copy, so they must not overlap), the gateway's MariaDB pass (ADR 0043) and its relay suites in
 *   workerd (`test:workerd`), and the type-check groups
 *   of scripts/typecheck-groups.mjs (one TypeScript program per set of workspaces with the same settings).
 * Every job runs even after a failure; the exit code is non-zero when any failed. The end of the output repeats
 * the failures and lists each job's time, so the tail of a CI log says what went wrong.
 * `node scripts/test.mjs --list` prints the jobs in the order they would start.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runJob, runPool, report } from './test-jobs.mjs';
import { tscPath, typecheckGroups } from './typecheck-groups.mjs';
import { repositoryRoot as root, workspaceDirs } from './workspaces.mjs';
const E2E_DIR = 'tests';
/**
 * Jobs at once beside the end-to-end suite, and after it. Three after it was tried (2026-11-28): the run was
 * not shorter (each job ran slower), so both are two; the pool can open a lane when the suite ends. Three
 * beside it was tried too (2026-11-29): every job ran slower (packages/gateway 839 → 1,019 s, apps/settings
 * 730 → 1,021 s, apps/shell 146 → 373 s), the whole run 65 s shorter (within the machine's day-to-day spread),
 * and an end-to-end file overran its waits: not adopted (ADR 0049 addendum).
 */
const SLOTS_BESIDE_E2E = 2;
const SLOTS_AFTER_E2E = 2;

/**
 * Seconds each job took alone on a quiet two-core machine (2026-11-28): only the order uses them, longest
 * first, so a long job never starts last. A job not listed counts as short.
 */
const EXPECTED_SECONDS = {
  'workers/gateway': 180,
  'packages/gateway': 170,
  'apps/settings': 160,
  'packages/gateway:test:mariadb': 150,
  // Measured on a loaded machine (load average 15-22): 212 s; quiet, it should take less.
  'packages/gateway:test:workerd': 120,
  'apps/shell': 120,
  'packages/db': 40,
  'packages/ui': 70,
  'packages/sdk': 65,
  'apps/channels': 45,
  'apps/pricing-playground': 42,
  'apps/logs': 40,
  'apps/server': 40,
  'apps/tokens-wallet': 32,
  'workers/proxy': 25,
};

function workspaces() {
  return workspaceDirs().map((path) => ({ dir: relative(root, path), scripts: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).scripts ?? {} }));
}

const npmRun = (dir, script) => ({ command: 'npm', args: ['run', '--silent', script], cwd: join(root, dir) });

function workspaceJobs() {
  return workspaces().flatMap(({ dir, scripts }) => {
    // The end-to-end workspace's tests run in a lane of their own (below); its lint is a job here.
    const steps = (dir === E2E_DIR ? ['lint'] : ['lint', 'test']).filter((script) => scripts[script]).map((script) => npmRun(dir, script));
    const jobs = steps.length > 0 ? [{ label: dir, steps }] : [];
    // Second passes of a workspace's suites, each a job of its own so they overlap other work: MariaDB
    // (ADR 0043) and the relay suites inside workerd.
    for (const pass of ['test:mariadb', 'test:workerd']) if (scripts[pass]) jobs.push({ label: `${dir}:${pass}`, steps: [npmRun(dir, pass)] });
    return jobs;
  });
}

/** A type-check group takes about 7 s per workspace in it (the web group of ten: ~70 s). */
function typecheckJobs() {
  return typecheckGroups().map(({ name, configPath, workspaces: size }) => ({
    label: `typecheck:${name.replaceAll(' ', ',')}`,
    seconds: 7 * size,
    steps: [{ command: process.execPath, args: [tscPath, '--noEmit', '-p', configPath], cwd: root }],
  }));
}

const expected = (job) => job.seconds ?? EXPECTED_SECONDS[job.label] ?? 10;

/** The whole tree's formatting (biome.json), checked once: `npm run format` writes it. */
const formatJob = { label: 'format', seconds: 10, steps: [{ command: join(root, 'node_modules', '.bin', 'biome'), args: ['format'], cwd: root }] };

const queue = [...workspaceJobs(), ...typecheckJobs(), formatJob].sort((a, b) => expected(b) - expected(a));
// `node scripts/test.mjs --list`: the jobs in the order they start, without running anything.
if (process.argv.includes('--list')) {
  for (const job of queue) console.log(`${String(expected(job)).padStart(4)} s  ${job.label}`);
  process.exit(0);
}

const built = await runJob(
  { label: 'build', steps: [{ command: join(root, 'node_modules', '.bin', 'turbo'), args: ['run', 'build', '--concurrency=2'], cwd: root }] },
  { prefix: false },
);
if (built.code !== 0) process.exit(built.code);

const endToEnd = { label: `${E2E_DIR}:test`, steps: [npmRun(E2E_DIR, 'test')] };
let endToEndRunning = true;
const endToEndDone = runJob(endToEnd).then((result) => {
  endToEndRunning = false;
  return result;
});
const slots = () => (endToEndRunning ? SLOTS_BESIDE_E2E : SLOTS_AFTER_E2E);
const results = (await Promise.all([endToEndDone, runPool(queue, slots, [endToEndDone])])).flat();
process.exit(report([built, ...results]));
