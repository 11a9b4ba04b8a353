import { readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeConsole,
  REMOTE_CHUNK,
  runServerToExit,
  SHELL_INDEX,
  startServerProcess,
  startServerUnderLauncher,
  waitForOutput,
  type ServerProcess,
} from './support/server-process.ts';

const directories: string[] = [];
function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  directories.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

const relaxedLimits = { GLOBAL_API_RATE_LIMIT: '10000', CRITICAL_RATE_LIMIT: '10000' };

describe('apps/server serving the gateway and the console on one port', () => {
  let server: ServerProcess;
  let consoleDirectory: string;
  beforeAll(async () => {
    consoleDirectory = createFakeConsole();
    directories.push(consoleDirectory);
    server = await startServerProcess({ DATA_DIR: temporaryDirectory('gateway-data-'), CONSOLE_DIR: consoleDirectory, ...relaxedLimits });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('API-SYS-003: answers /api/status from the migrated SQLite database', async () => {
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { setup: boolean; version: string } };
    expect(body.success).toBe(true);
    expect(body.data.setup).toBe(false);
    expect(body.data.version).toMatch(/^v\d+\.\d+\.\d+/);
    expect(response.headers.get('x-oneapi-request-id')).toMatch(/^\d{14}/);
  });

  it('falls back to the shell index.html for client-side routes, never cached', async () => {
    for (const path of ['/', '/channel/edit/3', '/login?expired=true']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL_INDEX);
    }
  });

  it('serves a remote’s hashed asset with a long-lived immutable cache', async () => {
    const response = await fetch(`${server.url}/remotes/settings/static/js/remote.9f8e7d6c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(REMOTE_CHUNK);
    const manifest = await fetch(`${server.url}/remotes/settings/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('lists only the built remotes in /remotes.json, keyed by their federation name', async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ gateway_settings: '/remotes/settings/mf-manifest.json' });
  });

  it('answers JSON 404s for unknown /api and /v1 paths and a plain 404 for a missing remote file', async () => {
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'Not found' });
    const relay = await fetch(`${server.url}/v1/nope`);
    expect(relay.status).toBe(404);
    expect(((await relay.json()) as { error: { message: string } }).error.message).toBe('Invalid URL (GET /v1/nope)');
    const missing = await fetch(`${server.url}/remotes/settings/static/js/gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<!doctype html>');
    expect((await fetch(`${server.url}/remotes/unknown/x.js`)).status).toBe(404);
  });

  it('answers 404, not the shell document, for a missing file under the console asset paths', async () => {
    for (const path of ['/static/js/main.00000000.js', '/static/css/gone.css', '/static/', '/remotes/settings/static/js/gone.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('text/html');
      expect(await response.text(), path).not.toContain(SHELL_INDEX);
    }
    // Every other unknown path is a client-side route and still gets the shell.
    const route = await fetch(`${server.url}/user/edit/3`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(SHELL_INDEX);
  });

  it('serves precompressed siblings to clients that accept them', async () => {
    const path = join(consoleDirectory, 'shell/dist/static/js/main.1a2b3c4d.js');
    const raw = await rawGet(server.url, '/static/js/main.1a2b3c4d.js', {});
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.equals(readFileSync(path))).toBe(true);
    const brotli = await rawGet(server.url, '/static/js/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.body.equals(readFileSync(`${path}.br`))).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(readFileSync(path))).toBe(true);
    const gzip = await rawGet(server.url, '/static/js/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('apps/server lifecycle', () => {
  it('persists a generated SESSION_SECRET (mode 0600) so sessions survive a restart', async () => {
    const dataDirectory = temporaryDirectory('gateway-data-');
    const environment = { DATA_DIR: dataDirectory, CONSOLE_DIR: temporaryDirectory('gateway-empty-console-'), ...relaxedLimits };
    const first = await startServerProcess(environment);
    const secretFile = join(dataDirectory, 'session-secret');
    const secret = readFileSync(secretFile, 'utf8');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const setup = await fetch(`${first.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'root-password', confirmPassword: 'root-password' }),
    });
    expect(setup.status).toBe(200);
    const login = await fetch(`${first.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'root-password' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const { data } = (await login.json()) as { data: { id: number } };
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess(environment);
    try {
      expect(readFileSync(secretFile, 'utf8')).toBe(secret);
      const self = await fetch(`${second.url}/api/user/self`, { headers: { cookie, 'New-Api-User': String(data.id) } });
      expect(self.status).toBe(200);
      const status = (await (await fetch(`${second.url}/api/status`)).json()) as { data: { setup: boolean } };
      expect(status.data.setup).toBe(true);
      const shell = await fetch(`${second.url}/anything`);
      expect(shell.status).toBe(503);
      expect(await shell.text()).toContain('npm run build');
    } finally {
      await second.stop();
    }
  });

  it('on SIGTERM finishes the in-flight request, then exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: temporaryDirectory('gateway-data-'), CONSOLE_DIR: temporaryDirectory('gateway-c-'), ...relaxedLimits });
    const body = JSON.stringify({ username: 'nobody', password: 'whatever-1' });
    const { port } = new URL(server.url);
    // Send the headers and half the body, signal, then finish the body: the request is in flight.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/user/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 400);
      }, 200);
    });
    const result = await answer;
    expect(result.status).toBe(400);
    expect(JSON.parse(result.text)).toMatchObject({ success: false });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('stopped');
    await expect(fetch(`${server.url}/api/status`)).rejects.toThrow();
  });

  it('a repeated SIGTERM (launcher and supervisor both signal) does not cut the drain: the in-flight request is answered, exit 0', async () => {
    const server = await startServerProcess({ DATA_DIR: temporaryDirectory('gateway-data-'), CONSOLE_DIR: temporaryDirectory('gateway-c-'), ...relaxedLimits });
    const body = JSON.stringify({ username: 'nobody', password: 'whatever-1' });
    const { port } = new URL(server.url);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/user/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      void (async () => {
        // A round trip on another connection: the server has read this request's headers by now.
        await fetch(`${server.url}/api/status`);
        server.child.kill('SIGTERM');
        await waitForOutput(server.output, 'shutting down');
        server.child.kill('SIGTERM');
        await waitForOutput(server.output, 'already shutting down');
        request.end(body.slice(10));
      })().catch(reject);
    });
    const result = await answer;
    expect(result.status).toBe(400);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
  }, 120_000);

  it('started with an IPC channel, it shuts down gracefully (exit path, "stopped") when its launcher is killed with SIGKILL', async () => {
    const launched = await startServerUnderLauncher({
      DATA_DIR: temporaryDirectory('gateway-data-'),
      CONSOLE_DIR: temporaryDirectory('gateway-c-'),
      ...relaxedLimits,
    });
    try {
      launched.launcher.kill('SIGKILL');
      await waitForOutput(launched.output, '"reason":"launcher gone"');
      await waitForOutput(launched.output, 'stopped');
      await expect.poll(() => isRunning(launched.serverPid), { timeout: 60_000, interval: 100 }).toBe(false);
      await expect(fetch(`${launched.url}/api/status`)).rejects.toThrow();
    } finally {
      if (isRunning(launched.serverPid)) process.kill(launched.serverPid, 'SIGKILL');
    }
  }, 120_000);

  it('refuses to start with a clear message on bad configuration', async () => {
    const result = await runServerToExit({ PORT: 'eighty', DATABASE_URL: 'mongodb://db/gateway', DATA_DIR: temporaryDirectory('gateway-data-') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT must be an integer');
    expect(result.output).toContain('DATABASE_URL must be a postgres://, postgresql://, mysql:// or mariadb:// URL');
  });
});

/** True while `pid` is a process that has not exited (a zombie nobody reaped yet counts as exited). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  // node:http instead of fetch: fetch would transparently decompress and hide content-encoding.
  return new Promise((resolve, reject) => {
    const { port } = new URL(baseUrl);
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}
