/**
 * Starts something that serves the built console for the benchmark: the real apps/server (one
 * process: API + console, fresh SQLite in a temp DATA_DIR, first-run setup completed so /login is
 * reachable), or — when that cannot start — a small static server with the same precompressed
 * answers and a canned /api/status, so the console's own figures can still be taken.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForStatus(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return await response.json();
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no answer from ${url}/api/status within ${timeoutMs} ms`);
}

/** The root account first-run setup creates on the bench's server (the signed-in measurements sign in with it). */
export const BENCH_ROOT = { username: 'root', password: 'bench-password-1' };

/** Runs first-run setup so the console shows /login instead of redirecting to /setup. */
async function completeSetup(url) {
  const response = await fetch(`${url}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ROOT, confirmPassword: BENCH_ROOT.password, SelfUseModeEnabled: false, DemoSiteEnabled: false }),
  });
  const body = await response.json().catch(() => ({}));
  if (!body.success) throw new Error(`setup failed: ${body.message ?? response.status}`);
}

/** apps/server on a free port with a throw-away data directory. */
export async function startGatewayServer({ repoRoot, node }) {
  const port = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const child = spawn(node, [join(repoRoot, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDirectory, { recursive: true, force: true });
  };
  try {
    const status = await waitForStatus(url, 30_000);
    if (status?.data?.setup === false) await completeSetup(url);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output.slice(-2000)}`);
  }
  return { url, kind: 'apps/server', stop };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const cannedStatus = {
  success: true,
  message: '',
  data: {
    setup: true,
    system_name: '',
    logo: '',
    footer_html: '',
    quota_per_unit: 500000,
    display_in_currency: true,
    password_login_enabled: true,
    register_enabled: true,
    version: 'bench',
  },
};

/**
 * The fallback: serves <apps>/shell/dist at / and each remote under /remotes/<dir>/, sending the
 * build's .br (or .gz) sibling when the browser accepts it, like apps/server does.
 */
export async function startStaticServer({ appsDirectory, remotes, shellDist = join(appsDirectory, 'shell/dist') }) {
  const port = await freePort();
  const roots = { '': shellDist };
  for (const remote of remotes) roots[`/remotes/${remote}`] = join(appsDirectory, remote, 'dist');
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://bench');
    const send = (status, headers, body) => {
      response.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
      response.end(body);
    };
    if (url.pathname === '/api/status') return send(200, { 'Content-Type': TYPES['.json'] }, JSON.stringify(cannedStatus));
    if (url.pathname.startsWith('/api/')) return send(401, { 'Content-Type': TYPES['.json'] }, JSON.stringify({ success: false, message: 'unauthorized' }));
    if (url.pathname === '/remotes.json') {
      const manifest = Object.fromEntries(
        remotes
          .filter((remote) => existsSync(join(appsDirectory, remote, 'dist/mf-manifest.json')))
          .map((remote) => [
            JSON.parse(readFileSync(join(appsDirectory, remote, 'dist/mf-manifest.json'), 'utf8')).name,
            `/remotes/${remote}/mf-manifest.json`,
          ]),
      );
      return send(200, { 'Content-Type': TYPES['.json'] }, JSON.stringify(manifest));
    }
    const prefix =
      Object.keys(roots)
        .filter((candidate) => candidate !== '' && url.pathname.startsWith(`${candidate}/`))
        .sort((a, b) => b.length - a.length)[0] ?? '';
    const root = roots[prefix];
    let file = resolve(root, `.${normalize(url.pathname.slice(prefix.length))}`);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      if (prefix !== '' || extname(url.pathname) !== '') return send(404, { 'Content-Type': 'text/plain' }, 'not found');
      file = join(root, 'index.html');
    }
    const accepts = request.headers['accept-encoding'] ?? '';
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accepts.includes(encoding) && existsSync(file + suffix)) {
        return send(200, { ...headers, 'Content-Encoding': encoding }, readFileSync(file + suffix));
      }
    }
    return send(200, headers, readFileSync(file));
  });
  await new Promise((ready) => server.listen(port, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${port}`, kind: 'static fallback server', stop: () => new Promise((done) => server.close(done)) };
}
