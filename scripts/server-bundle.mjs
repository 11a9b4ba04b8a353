#!/usr/bin/env node
/**
 * The production bundle of apps/server (ADR 0015): apps/server/dist/server.mjs, built by
 * `rsbuild build` in apps/server (also the workspace's `build`, so `turbo run build` makes it).
 *
 * Freshness rule: the bundle is fresh when dist/server.inputs.json exists (the build writes it last,
 * only on success) and no file listed there — every repository file the build read: the server's and
 * the @gateway/* packages' sources, their package.json files, the build config — is missing or was
 * modified after the build started. Otherwise it is rebuilt (about a second). So `npm start` never
 * runs a bundle older than the code it was built from, and pays nothing when nothing changed.
 *
 * Used by scripts/start.mjs (import) and by the relay benchmark and the bundle smoke test
 * (`node scripts/server-bundle.mjs`: makes the bundle fresh, prints its path, exits 1 if the build fails).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDirectory = join(root, 'apps', 'server');

/** The bundle `npm start` runs. */
export const SERVER_BUNDLE = join(serverDirectory, 'dist', 'server.mjs');
const INPUTS_MANIFEST = join(serverDirectory, 'dist', 'server.inputs.json');

/** Why the bundle must be (re)built, or null when it is fresh. */
export function staleReason() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS_MANIFEST)) return 'not built yet';
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(INPUTS_MANIFEST, 'utf8'));
  } catch {
    return 'its inputs list is unreadable';
  }
  if (typeof manifest.builtAt !== 'number' || !Array.isArray(manifest.inputs) || manifest.inputs.length === 0) return 'its inputs list is malformed';
  for (const input of manifest.inputs) {
    let modified;
    try {
      modified = statSync(join(root, input)).mtimeMs;
    } catch {
      return `${input} is gone`;
    }
    if (modified > manifest.builtAt) return `${input} changed`;
  }
  return null;
}

/** Runs the server's build; resolves to true on success. Build output goes to this process's stderr. */
export function buildServerBundle() {
  // Run by this Node (the pinned 22), whatever `node` the PATH would pick for the bin's shebang.
  const rsbuild = join(root, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  return new Promise((resolveBuild) => {
    const child = spawn(process.execPath, [rsbuild, 'build', '--log-level', 'warn'], {
      cwd: serverDirectory,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', () => resolveBuild(false));
    child.once('exit', (code) => resolveBuild(code === 0));
  });
}

/**
 * Makes the bundle fresh (building it when stale). Returns { fresh, reason }: fresh is false only when a
 * needed build failed; reason says why a build ran (null when the bundle was already fresh).
 */
export async function ensureServerBundle() {
  const reason = staleReason();
  if (reason === null) return { fresh: true, reason };
  // A source saved while the build ran makes the next start rebuild again, not this one fail.
  const built = await buildServerBundle();
  return { fresh: built && existsSync(SERVER_BUNDLE) && existsSync(INPUTS_MANIFEST), reason };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { fresh, reason } = await ensureServerBundle();
  if (!fresh) {
    console.error(`[server-bundle] building apps/server/dist/server.mjs failed (${reason})`);
    process.exit(1);
  }
  console.log(SERVER_BUNDLE);
}
