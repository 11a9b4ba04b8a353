/**
 * apps/server under the relay benchmark, run from its production bundle as `npm start` runs it: a fresh
 * SQLite DATA_DIR, raised API rate limits (the bench is the only client), configured through its own API
 * like an operator would: first-run setup, root login, a ModelRatio for the bench models, an OpenAI channel
 * (type 1: chat completions and the Responses API, both native) and an Anthropic channel (type 14:
 * /v1/messages, native) on the mock upstream, a large quota for root and an unlimited API key. Also reads
 * what the billing check compares.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess, waitUntilUp } from './processes.mjs';

const ROOT = { username: 'root', password: 'bench-password-1' };
const ROOT_QUOTA = 1_000_000_000_000;
/** The model of the Anthropic channel (/v1/messages cells). */
export const MESSAGES_MODEL = 'claude-bench';

/**
 * What `npm start` runs: the server's production bundle (ADR 0015), rebuilt first when any file it was
 * built from changed. Throws when that build fails, so a benchmark never measures a stale bundle.
 */
export function serverBundle(repoRoot, node) {
  return execFileSync(node, [join(repoRoot, 'scripts/server-bundle.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** extraArgs: Node flags for the server process (e.g. --cpu-prof when profiling). */
export async function startGateway({ repoRoot, node, upstreamUrl, model, messagesModel = MESSAGES_MODEL, extraArgs = [] }) {
  const started = await startGatewayProcess({ repoRoot, node, extraArgs });
  try {
    const api = await configure(started.url, upstreamUrl, model, messagesModel);
    return { ...started, ...api };
  } catch (error) {
    started.removeData();
    throw error;
  }
}

/**
 * One server process from the production bundle on a free port, answering /api/status, not configured.
 * env: extra variables (DATABASE_URL, REDIS_URL, SESSION_SECRET for a fleet); without DATABASE_URL it
 * runs on a fresh SQLite DATA_DIR. bundle: the bundle's path when the caller already built it.
 */
export async function startGatewayProcess({ repoRoot, node, env = {}, extraArgs = [], bundle = serverBundle(repoRoot, node) }) {
  const port = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'relay-bench-'));
  const started = startProcess(node, [...extraArgs, bundle], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    GLOBAL_API_RATE_LIMIT: '1000000',
    CRITICAL_RATE_LIMIT: '1000000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const removeData = () => rmSync(dataDirectory, { recursive: true, force: true });
  try {
    await waitUntilUp(`${url}/api/status`, started);
  } catch (error) {
    removeData();
    throw error;
  }
  return { url, pid: started.pid, child: started.child, output: started.output, removeData };
}

async function call(url, method, path, headers, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const envelope = await response.json().catch(() => ({ success: false, message: `HTTP ${response.status}, not JSON` }));
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
  return { envelope, response };
}

export async function configure(url, upstreamUrl, model, messagesModel = MESSAGES_MODEL) {
  await call(url, 'POST', '/api/setup', {}, { ...ROOT, confirmPassword: ROOT.password, SelfUseModeEnabled: false, DemoSiteEnabled: false });
  const { envelope: login, response } = await call(url, 'POST', '/api/user/login', {}, ROOT);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = { cookie, 'New-Api-User': String(login.data.id) };
  const admin = (method, path, body) => call(url, method, path, session, body).then((result) => result.envelope);

  // Keep every default ratio and make sure the bench models have one, so every request is billed.
  const options = await admin('GET', '/api/option/');
  const ratios = JSON.parse(options.data.find((entry) => entry.key === 'ModelRatio')?.value || '{}');
  const missing = Object.fromEntries([model, messagesModel].filter((name) => ratios[name] === undefined).map((name) => [name, 0.075]));
  if (Object.keys(missing).length > 0) await admin('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ ...ratios, ...missing }) });

  await admin('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'bench-mock', type: 1, key: 'sk-mock', base_url: upstreamUrl, models: model, group: 'default' },
  });
  await admin('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'bench-mock-anthropic', type: 14, key: 'sk-mock', base_url: upstreamUrl, models: messagesModel, group: 'default' },
  });

  const self = (await admin('GET', '/api/user/self')).data;
  await admin('PUT', '/api/user/', {
    id: self.id,
    username: self.username,
    display_name: self.display_name || self.username,
    group: self.group,
    quota: ROOT_QUOTA,
  });

  const tokens = (await admin('POST', '/api/token/', { name: 'bench', unlimited_quota: true, expired_time: -1 })).data;
  const key = tokens[0].key.startsWith('sk-') ? tokens[0].key : `sk-${tokens[0].key}`;

  return {
    authorization: `Bearer ${key}`,
    /** The root session's console API call: (method, path, body?) → the envelope. */
    admin,
    /** used_quota of root and Σ quota of the consume logs (GET /api/log/stat, all time). */
    readBilling: async () => {
      const [user, stat] = await Promise.all([admin('GET', '/api/user/self'), admin('GET', '/api/log/stat')]);
      return { usedQuota: user.data.used_quota, logQuota: stat.data.quota, requestCount: user.data.request_count };
    },
  };
}
