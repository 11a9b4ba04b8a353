// Deploys ONE console remote alone as a Workers static-assets project (infra/cloudflare/README.md, "One remote
// alone"): its built dist/ plus a `_headers` file that lets the console's origin fetch its manifest, under the
// name ai-gateway-remote-<dir>[-<env>]. Prints the REMOTES_JSON entry to set in the gateway's environment.
//   node workers/gateway/scripts/deploy-remote.mjs <dir> --console-origin https://console.example.com [--env staging] [--dry-run]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REMOTES = { settings: 'settings', channels: 'channels', 'tokens-wallet': 'tokens_wallet', logs: 'logs', 'pricing-playground': 'pricing_playground' };
const COMPATIBILITY_DATE = '2026-08-15';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'console-origin': { type: 'string' }, env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const [directory] = positionals;
if (directory === undefined || !(directory in REMOTES) || values['console-origin'] === undefined) {
  console.error(`usage: deploy-remote.mjs <${Object.keys(REMOTES).join('|')}> --console-origin https://… [--env name] [--dry-run]`);
  process.exit(2);
}
const consoleOrigin = new URL(values['console-origin']).origin;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dist = join(repoRoot, 'apps', directory, 'dist');
if (!existsSync(join(dist, 'mf-manifest.json'))) {
  console.error(`apps/${directory}/dist/mf-manifest.json is missing: run npm run build first`);
  process.exit(1);
}

const staging = mkdtempSync(join(tmpdir(), `remote-${directory}-`));
try {
  cpSync(dist, staging, { recursive: true, filter: (path) => !path.endsWith('.br') && !path.endsWith('.gz') });
  // The shell fetches the manifest cross-origin; scripts load by <script> tag and need no CORS.
  writeFileSync(
    join(staging, '_headers'),
    `/*\n  Access-Control-Allow-Origin: ${consoleOrigin}\n  Vary: Origin\n/mf-manifest.json\n  Cache-Control: no-cache\n`,
  );
  const name = `ai-gateway-remote-${directory}${values.env ? `-${values.env}` : ''}`;
  const args = [
    join(repoRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
    'deploy',
    '--assets',
    staging,
    '--name',
    name,
    '--compatibility-date',
    COMPATIBILITY_DATE,
  ];
  if (values['dry-run']) args.push('--dry-run', '--outdir', join(staging, '.dry-run'));
  const run = spawnSync(process.execPath, args, {
    cwd: staging,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`\nSet in the gateway's REMOTES_JSON (workers/gateway/wrangler.jsonc, env ${values.env ?? 'production'}):`);
  console.log(`  "${REMOTES[directory]}": "https://${name}.<your-subdomain>.workers.dev/mf-manifest.json"   (or the custom domain you route to it)`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
