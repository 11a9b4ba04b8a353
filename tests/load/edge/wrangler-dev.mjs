/** Workers under `wrangler dev` for the edge benchmark: free ports, offline, the workerd PID for CPU figures. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, waitUntilUp } from '../relay/processes.mjs';

/** Every descendant PID of `pid` (Linux /proc). */
function descendants(pid) {
  const found = [];
  let children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
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

/** configPath: a wrangler.jsonc; env: its --env (or undefined); vars: `--var` overrides; stateDirectory: --persist-to. */
export async function startWranglerDev({ repoRoot, node, configPath, env, vars, stateDirectory, healthPath }) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = [join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'), 'dev', '--config', configPath, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort), '--persist-to', stateDirectory, '--show-interactive-dev-session=false'];
  if (env !== undefined) args.push('--env', env);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const started = startProcess(node, args, { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', WRANGLER_LOG_PATH: join(stateDirectory, 'logs'), CI: '1' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${healthPath}`, started, 90_000);
  return { url, pid: workerdPid(started.pid), output: started.output };
}
