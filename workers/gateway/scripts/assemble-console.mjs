// Gathers the built console into .console/ for Workers static assets: the shell at the root and each
// remote under remotes/<dir>/ (the layout apps/server serves). Missing builds are skipped, so a
// `wrangler deploy --dry-run` works before the console is built; `npm run build` first for a real deploy.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workerDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = join(workerDirectory, '..', '..', 'apps');
const target = join(workerDirectory, '.console');
const REMOTES = ['settings', 'channels', 'tokens-wallet', 'logs', 'pricing-playground'];

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const copy = (from, to) => {
  if (!existsSync(from)) return false;
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.br') && !path.endsWith('.gz') });
  return true;
};
const copied = [copy(join(apps, 'shell', 'dist'), target) ? 'shell' : null];
// Without a (complete) shell build, a placeholder document keeps / answering (and its security headers testable).
if (!existsSync(join(target, 'index.html'))) writeFileSync(join(target, 'index.html'), '<!doctype html><title>AI gateway</title><p>The console is not built: run npm run build, then deploy again.</p>\n');
for (const remote of REMOTES) copied.push(copy(join(apps, remote, 'dist'), join(target, 'remotes', remote)) ? remote : null);
console.log(`console assets: ${copied.filter(Boolean).join(', ') || 'none built yet'}`);
