import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeConsole, startServerProcess, type ServerProcess } from './support/server-process.ts';

const TURNSTILE = 'https://challenges.cloudflare.com';
const TELEGRAM = 'https://telegram.org';

/** The console's security headers through the real server, not only the app in memory. */
describe('console responses carry security headers', () => {
  let server: ServerProcess;
  const directories: string[] = [];
  beforeAll(async () => {
    const consoleDirectory = createFakeConsole();
    const dataDirectory = mkdtempSync(join(tmpdir(), 'gateway-csp-'));
    directories.push(consoleDirectory, dataDirectory);
    server = await startServerProcess({ DATA_DIR: dataDirectory, CONSOLE_DIR: consoleDirectory, GLOBAL_API_RATE_LIMIT: '10000', CRITICAL_RATE_LIMIT: '10000' });
  });
  afterAll(async () => {
    await server?.stop();
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  const scriptSources = (policy: string | null) =>
    (policy ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1);

  it('HTML documents: CSP (scripts from self, never framed), X-Frame-Options, nosniff, Referrer-Policy', async () => {
    for (const path of ['/', '/login', '/channel/edit/3']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const policy = response.headers.get('content-security-policy');
      expect(scriptSources(policy), path).toEqual(["'self'"]);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('other console files: nosniff and Referrer-Policy, no document policy', async () => {
    const response = await fetch(`${server.url}/remotes/settings/static/js/remote.9f8e7d6c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('turning Turnstile and Telegram sign-in on adds their origins to the next document, off removes them', async () => {
    const setup = await fetch(`${server.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'root-password-1', confirmPassword: 'root-password-1' }),
    });
    expect(setup.status).toBe(200);
    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'root-password-1' }),
    });
    const { data } = (await login.json()) as { data: { id: number } };
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const setOption = async (key: string, value: string) => {
      const response = await fetch(`${server.url}/api/option/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie, 'New-Api-User': String(data.id) },
        body: JSON.stringify({ key, value }),
      });
      expect(response.status, `${key}=${value}`).toBe(200);
    };
    const documentScripts = async () => scriptSources((await fetch(`${server.url}/login`)).headers.get('content-security-policy'));

    await setOption('TurnstileSiteKey', 'site-key');
    await setOption('TurnstileCheckEnabled', 'true');
    expect(await documentScripts()).toEqual(["'self'", TURNSTILE]);
    await setOption('TelegramBotToken', 'bot-token');
    await setOption('TelegramOAuthEnabled', 'true');
    expect(await documentScripts()).toEqual(["'self'", TURNSTILE, TELEGRAM]);
    await setOption('TurnstileCheckEnabled', 'false');
    await setOption('TelegramOAuthEnabled', 'false');
    expect(await documentScripts()).toEqual(["'self'"]);
  });
});
