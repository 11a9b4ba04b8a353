/** Workers under `wrangler dev` for the edge benchmark: free ports, offline, the workerd PID for CPU figures. */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, waitUntilUp } from '../relay/processes.mjs';

/** Every descendant PID of `pid` (Linux /proc). */
function descendants(pid) {
  const found = [];
  let children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    children = [];
  }
  for (const child of children) found.push(child, ...descendants(child));
  return found;
}

/** The workerd process serving a wrangler dev (where the Worker's CPU time is spent). */
function workerdPid(wranglerPid) {
  for (const pid of descendants(wranglerPid)) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')) return pid;
    } catch {
      // gone
    }
  }
  return wranglerPid;
}

const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CI: '1' };

/**
 * Bundles the worker once (`wrangler deploy --dry-run --outdir`) into the state directory. `wrangler dev` then
 * serves that snapshot (`--no-bundle`) and a copy of its assets: it watches its script and assets and reloads on
 * every change, and the source tree (packages/*, the console builds) changes under a run while other work goes
 * on — each reload drops the open connections, which is how a c=64 cell once completed nothing.
 */
function snapshot({ repoRoot, node, configPath, env, assetsDirectory, stateDirectory }) {
  const outdir = join(stateDirectory, 'bundle');
  const args = [join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--config', configPath, '--outdir', outdir];
  if (env !== undefined) args.push('--env', env);
  const built = spawnSync(node, args, { env: { ...process.env, ...WRANGLER_ENV }, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`bundling ${configPath} failed:\n${built.stdout}\n${built.stderr}`);
  let assets;
  if (assetsDirectory !== undefined) {
    assets = join(stateDirectory, 'assets');
    cpSync(assetsDirectory, assets, { recursive: true });
  }
  // The bundle is named after the entry (src/index.ts → index.js, bare-worker.ts → bare-worker.js).
  const [script] = readdirSync(outdir).filter((name) => name.endsWith('.js'));
  if (script === undefined) throw new Error(`bundling ${configPath}: no .js in ${outdir}`);
  return { script: join(outdir, script), assets };
}

/**
 * configPath: a wrangler.jsonc; env: its --env (or undefined); vars: `--var` overrides; assetsDirectory: its assets
 * (copied with the snapshot); stateDirectory: --persist-to and the snapshot.
 */
export async function startWranglerDev({ repoRoot, node, configPath, env, vars, assetsDirectory, stateDirectory, healthPath }) {
  const { script, assets } = snapshot({ repoRoot, node, configPath, env, assetsDirectory, stateDirectory });
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = [
    join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    script,
    '--no-bundle',
    '--config',
    configPath,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    stateDirectory,
    '--show-interactive-dev-session=false',
  ];
  if (assets !== undefined) args.push('--assets', assets);
  if (env !== undefined) args.push('--env', env);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const started = startProcess(node, args, { ...WRANGLER_ENV, WRANGLER_LOG_PATH: join(stateDirectory, 'logs') });
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine needs long for the first answer (a 6 MiB bundle, then the migrations on the first request).
  await waitUntilUp(`${url}${healthPath}`, started, 240_000);
  return { url, pid: workerdPid(started.pid), output: started.output };
}
