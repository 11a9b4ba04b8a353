#!/usr/bin/env node
/**
 * `npm test`: every workspace's lint, typecheck and tests, ordered so the run fits CI's budget on two cores.
 *
 * The end-to-end workspace (tests/: the real server, Chromium, PostgreSQL, MariaDB, Redis) is the longest
 * task by far and needs the builds of every app. Left to one `turbo run`, it started only after most other
 * tasks had taken the two slots (14 of 32 minutes in), and then ran alone. So:
 *   1. `turbo run build` — everything the tests need;
 *   2. at once, side by side: the end-to-end workspace's tests, and the lint, typecheck and tests of all
 *      other workspaces with the gateway's suites on MariaDB (`test:mariadb`, ADR 0043) (turbo, two at a
 *      time), followed by the end-to-end workspace's lint and typecheck. A third stream for MariaDB was
 *      tried: the oversubscribed cores made waits in the browser and happy-dom suites run out.
 * The phase-2 runs use `--only` (the builds are done, and a second restore of their outputs while the
 * other run reads them must not happen) and `--continue` (one failure does not hide the others). The exit
 * code is non-zero when any task failed; every run always finishes.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const E2E = '@gateway/tests';
const PHASE_2 = ['--only', '--continue', '--concurrency=2'];

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(turbo, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`test: could not run turbo ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function inSequence(...runs) {
  let failed = 0;
  for (const args of runs) {
    // Every run runs: `failed ||= await run(…)` would skip the rest after a failure.
    const code = await run(args);
    failed ||= code;
  }
  return failed;
}

const built = await run(['run', 'build', '--concurrency=2']);
if (built !== 0) process.exit(built);

const results = await Promise.all([
  run(['run', 'test', `--filter=${E2E}`, '--only']),
  inSequence(['run', 'test:mariadb', 'lint', 'typecheck', 'test', `--filter=!${E2E}`, ...PHASE_2], ['run', 'lint', 'typecheck', `--filter=${E2E}`, ...PHASE_2]),
]);
const failed = results.find((code) => code !== 0);
if (failed !== undefined) console.error('test: some tasks failed (see above)');
process.exit(failed ?? 0);
