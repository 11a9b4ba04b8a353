/**
 * The job runner behind `npm test` (scripts/test.mjs): a job is a label and commands run one after another
 * (all of them, even after one failed, so one failure does not hide another); its output lines are prefixed with the label, as turbo does, and kept
 * so the final report can repeat what failed.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Memory-backed temporary files need this much room free (the databases, browsers and servers of a run use ~1 GiB). */
const MEMORY_TMP_MIN_BYTES = 4 * 1024 ** 3;

/**
 * A temporary directory in memory (/dev/shm) for the jobs, unless TMPDIR is set or there is not room: the
 * suites' SQLite files, PostgreSQL and MariaDB data directories, servers' data and Chromium profiles are
 * thrown away after the run, and on disk the kernel's writeback and the file system's journal took CPU from
 * the tests (system time was a quarter of CI's CPU, ADR 0049). The databases are the same servers either way.
 */
function memoryTmpDir() {
  if (process.env.TMPDIR !== undefined) return null;
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < MEMORY_TMP_MIN_BYTES) return null;
    const directory = mkdtempSync('/dev/shm/gateway-test-');
    // Open to every user, sticky, like /tmp: the test PostgreSQL runs as the postgres user when root runs the tests.
    chmodSync(directory, 0o1777);
    return directory;
  } catch {
    return null; // no /dev/shm here
  }
}
const tmpDir = memoryTmpDir();
process.on('exit', () => tmpDir && rmSync(tmpDir, { recursive: true, force: true }));

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', WRANGLER_SEND_METRICS: 'false', ...(tmpDir ? { TMPDIR: tmpDir } : {}) };
/** Lines of a failed job repeated at the end: vitest's failure headers, errors and their first lines of context. */
const FAILURE_LINE = /FAIL|Error|✗|×|AssertionError|expected|Timed out|timed out|ERR!|error TS\d+/;
const MAX_REPEATED_LINES = 40;
/** A passed test whose name says "Error" or "expected" is not a failure line. */
const PASSED_LINE = /✓/;

/**
 * GNU time (Debian's `time` package), when present, measures each step's CPU seconds (its process tree's
 * user + system time): on two busy cores the wall time of a job says little about what it costs.
 */
const GNU_TIME = '/usr/bin/time';
const cpuDir = existsSync(GNU_TIME) ? mkdtempSync(join(tmpdir(), 'test-cpu-')) : null;
process.on('exit', () => cpuDir && rmSync(cpuDir, { recursive: true, force: true }));
let steps = 0;

/** The step's command, wrapped in GNU time when it is there; `cpu()` reads the seconds it wrote (0 without it). */
function measured(command, args) {
  if (cpuDir === null) return { command, args, cpu: () => 0 };
  const file = join(cpuDir, `${(steps += 1)}`);
  const cpu = () => {
    const [user, system] = (existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).slice(-2) : []).map(Number);
    return Number.isFinite(user) && Number.isFinite(system) ? user + system : 0;
  };
  return { command: GNU_TIME, args: ['-q', '-f', '%U %S', '-o', file, command, ...args], cpu };
}

function runStep({ command, args, cwd }, label, lines, prefix) {
  return new Promise((resolve) => {
    const run = measured(command, args);
    const child = spawn(run.command, run.args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (stream, out) =>
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        out.write(prefix ? `${label}: ${line}\n` : `${line}\n`);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', (error) => {
      lines.push(`could not run ${command}: ${error.message}`);
      resolve({ code: 1, cpu: 0 });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), cpu: run.cpu() }));
  });
}

/** Runs the job's steps in order; resolves with { label, code (the first failure's), seconds, cpu, lines }. */
export async function runJob(job, { prefix = true } = {}) {
  const started = Date.now();
  const lines = [];
  let code = 0;
  let cpu = 0;
  for (const step of job.steps) {
    const result = await runStep(step, job.label, lines, prefix);
    code ||= result.code;
    cpu += result.cpu;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${job.label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
  return { label: job.label, code, seconds, cpu: Math.round(cpu), lines, startedAt: started };
}

/**
 * Runs the jobs in the given order, `slots()` at a time: the count is asked again whenever a job ends or a
 * `wakeUps` promise settles, so a lane opens as soon as something running beside the pool (the end-to-end
 * suite) has finished.
 */
export async function runPool(jobs, slots, wakeUps = []) {
  const queue = [...jobs];
  const results = [];
  let running = 0;
  return new Promise((resolve) => {
    const fill = () => {
      while (queue.length > 0 && running < slots()) {
        const job = queue.shift();
        running += 1;
        void runJob(job).then((result) => {
          results.push(result);
          running -= 1;
          fill();
        });
      }
      if (queue.length === 0 && running === 0) resolve(results);
    };
    for (const wakeUp of wakeUps) void Promise.resolve(wakeUp).finally(fill);
    fill();
  });
}

/** Prints each job's time, then the failed jobs' failure lines; returns the exit code for the whole run. */
export function report(results) {
  const first = Math.min(...results.map((result) => result.startedAt));
  console.log(`\ntest: jobs (start after the run began, duration${cpuDir ? ', CPU time' : ''}):`);
  for (const result of [...results].sort((a, b) => a.startedAt - b.startedAt)) {
    const at = Math.round((result.startedAt - first) / 1000);
    const cpu = cpuDir ? `, cpu ${result.cpu} s` : '';
    console.log(`  ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.label.padEnd(40)} +${at} s, ${result.seconds} s${cpu}`);
  }
  if (cpuDir) console.log(`  CPU time of all jobs: ${results.reduce((sum, result) => sum + result.cpu, 0)} s`);
  const failed = results.filter((result) => result.code !== 0);
  for (const result of failed) {
    const repeated = result.lines.filter((line) => FAILURE_LINE.test(line) && !PASSED_LINE.test(line)).slice(0, MAX_REPEATED_LINES);
    console.log(`\ntest: ${result.label} failed (exit ${result.code}); its failure lines:`);
    for (const line of repeated.length > 0 ? repeated : result.lines.slice(-MAX_REPEATED_LINES)) console.log(`  ${line}`);
  }
  console.log(failed.length === 0 ? '\ntest: all jobs passed' : `\ntest: ${failed.length} job(s) failed: ${failed.map((result) => result.label).join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}
