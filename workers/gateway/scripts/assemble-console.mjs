// Gathers the built console into .console/ for Workers static assets: the shell at the root and each
// remote under remotes/<dir>/ (the layout apps/server serves). Missing or half-written builds are skipped, so
// `wrangler deploy --dry-run` and the workerd tests work before (or while) the console builds.
// Without --clean it copies over what is there, so the lint and test scripts may run it at the same time;
// `npm run deploy:edge` passes --clean for an exact copy of the current builds.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workerDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = join(workerDirectory, '..', '..', 'apps');
const target = join(workerDirectory, '.console');
const REMOTES = ['settings', 'channels', 'tokens-wallet', 'logs', 'pricing-playground'];

if (process.argv.includes('--clean')) rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

/** Copies one build; false when it is missing or changed under our feet (a build in progress). */
function copy(from, to) {
  if (!existsSync(from)) return false;
  try {
    cpSync(from, to, { recursive: true, force: true, filter: (path) => !path.endsWith('.br') && !path.endsWith('.gz') });
    return true;
  } catch (error) {
    console.warn(`console assets: skipped ${from} (${error.code ?? error.message})`);
    return false;
  }
}

const copied = [copy(join(apps, 'shell', 'dist'), target) ? 'shell' : null];
// Without a (complete) shell build, a placeholder document keeps / answering (and its security headers testable).
if (!existsSync(join(target, 'index.html'))) {
  writeFileSync(join(target, 'index.html'), '<!doctype html><title>AI gateway</title><p>The console is not built: run npm run build, then deploy again.</p>\n');
}
for (const remote of REMOTES) copied.push(copy(join(apps, remote, 'dist'), join(target, 'remotes', remote)) ? remote : null);
console.log(`console assets: ${copied.filter(Boolean).join(', ') || 'none built yet'}`);
