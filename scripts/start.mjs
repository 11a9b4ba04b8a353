#!/usr/bin/env node
/**
 * `npm start`: builds whatever part of the web console is missing and the server bundle when it is
 * stale, then runs the single-process server (apps/server) in the foreground.
 *
 * 1. A console app counts as built when its dist holds its entry: the shell's dist/index.html, a
 *    remote's dist/mf-manifest.json. Missing ones are built with one filtered `turbo run build`.
 * 2. The server runs from its production bundle, apps/server/dist/server.mjs (ADR 0015), rebuilt first
 *    when any file it was built from changed since (rule in scripts/server-bundle.mjs, about a second).
 *    If that build fails, the server runs from its TypeScript sources (apps/server/src/main.ts) instead.
 * 3. The server runs as a child with this process's environment, in its own session (a terminal's
 *    Ctrl-C reaches it only through us; npm forwards its own copy of the same Ctrl-C, which the server
 *    takes for one request — apps/server/src/repeated-stop-signal.ts) and with an IPC channel (if this launcher dies, even by SIGKILL,
 *    the server notices and shuts down gracefully). SIGINT/SIGTERM are forwarded to whatever child runs
 *    — a build, then the server —, SIGHUP as SIGTERM, and this launcher's parent going away counts as a
 *    stop request (scripts/stop-relay.mjs). The server's exit code becomes ours: 0 after a graceful stop.
 *
 * npm runs this file as `exec node scripts/start.mjs` (root package.json): without `exec`, npm's SIGTERM
 * reaches only the `sh -c` it spawned (dash does not exec a lone command), which dies and leaves this
 * launcher and the server running (ADR 0018).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, ensureServerBundle } from './server-bundle.mjs';
import { createStopRelay } from './stop-relay.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The console apps and the file that proves each one is built (same layout apps/server serves). */
const consoleApps = [
  { directory: 'shell', entry: 'dist/index.html' },
  { directory: 'settings', entry: 'dist/mf-manifest.json' },
  { directory: 'channels', entry: 'dist/mf-manifest.json' },
  { directory: 'tokens-wallet', entry: 'dist/mf-manifest.json' },
  { directory: 'logs', entry: 'dist/mf-manifest.json' },
  { directory: 'pricing-playground', entry: 'dist/mf-manifest.json' },
];

const log = (message) => console.log(`[start] ${message}`);
const stopRelay = createStopRelay({ log });

/** Exits when a stop was requested before the server ran (128 + the signal's number, like a shell). */
function exitIfStopRequested() {
  const signal = stopRelay.stopSignal;
  if (signal === null) return;
  log(`stopped by ${signal} before the server started`);
  process.exit(128 + constants.signals[signal]);
}

function packageName(directory) {
  return JSON.parse(readFileSync(join(root, 'apps', directory, 'package.json'), 'utf8')).name;
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    stopRelay.attach(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

async function buildMissingConsoleApps() {
  const missing = consoleApps.filter((app) => !existsSync(join(root, 'apps', app.directory, app.entry)));
  if (missing.length === 0) {
    log('web console is built (shell and 5 remotes)');
    return;
  }
  const names = missing.map((app) => packageName(app.directory));
  log(`building the web console parts that are missing: ${names.join(', ')}`);
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const [command, prefix] = existsSync(turbo) ? [turbo, []] : ['npx', ['turbo']];
  const started = Date.now();
  const { code, signal } = await run(command, [...prefix, 'run', 'build', ...names.map((name) => `--filter=${name}`)], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  exitIfStopRequested();
  if (code !== 0) {
    log(`console build failed (${signal ?? `exit ${code}`}); fix the build, or run the API alone with: node apps/server/src/main.ts`);
    process.exit(code ?? 1);
  }
  log(`console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The server's entry: the bundle, made fresh first; the TypeScript sources when building it fails. */
async function serverEntry() {
  const started = Date.now();
  const { fresh, reason } = await ensureServerBundle();
  if (!fresh) {
    log(`building the server bundle failed (${reason}); running the TypeScript sources instead`);
    return join(root, 'apps', 'server', 'src', 'main.ts');
  }
  if (reason !== null) log(`server bundle rebuilt (${reason}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return SERVER_BUNDLE;
}

function runServer(entry) {
  log(`starting the server (${relative(root, entry)})`);
  const server = spawn(process.execPath, [entry], {
    cwd: process.cwd(),
    env: process.env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  stopRelay.attach(server);
  server.once('error', (error) => {
    log(`could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.once('exit', (code, signal) => {
    if (signal) log(`server stopped by ${signal}`);
    process.exit(code ?? 128 + constants.signals[signal]);
  });
}

await buildMissingConsoleApps();
const entry = await serverEntry();
exitIfStopRequested();
runServer(entry);
