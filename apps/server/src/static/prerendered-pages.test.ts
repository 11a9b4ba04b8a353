import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createConsoleApp } from './console-app.ts';

const SHELL_INDEX = '<!doctype html><html><body><div id="root"></div>shell document</body></html>';
const root = mkdtempSync(join(tmpdir(), 'gateway-prerendered-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function template(language: string, theme: string): string {
  return `<!doctype html><html lang="${language}" data-theme="${theme}"><head><title>%%name%%</title></head><body><div id="root"><h1>Sign in to %%name%%</h1><input type="password" id="password"/><footer>%%version%%</footer></div><!--gateway:status--></body></html>`;
}

const HEAD_SCRIPT_HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

function writeConsole(year: number, manifestFields: Record<string, unknown> = { format: 2, headScriptHash: HEAD_SCRIPT_HASH }): string {
  const directory = mkdtempSync(join(root, 'console-'));
  const prerender = join(directory, 'shell', 'dist', 'prerender');
  mkdirSync(prerender, { recursive: true });
  writeFileSync(join(directory, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  const slots = { system_name: { token: '%%name%%', empty: 'AI Gateway' }, version: { token: '%%version%%', empty: null } };
  const templates: Record<string, Record<string, Record<string, unknown>>> = { '/login': {} };
  for (const language of ['en', 'zh']) {
    for (const theme of ['light', 'dark']) {
      const file = `login.${language}.${theme}.html`;
      writeFileSync(join(prerender, file), template(language, theme));
      (templates['/login']![language] ??= {})[theme] = { file, fields: { register_enabled: true, footer_html: '', telegram_bot_name: null }, slots };
    }
  }
  writeFileSync(join(prerender, 'manifest.json'), JSON.stringify({ ...manifestFields, year, newYearDay: false, templates }));
  return directory;
}

const thisYear = 2026;
const june = () => new Date(2026, 5, 1);
const liveStatus = { register_enabled: true, footer_html: '', system_name: 'Acme & <Co>', version: 'v1.2.3', notice: '</script><script>alert(1)</script>' };

function consoleApp(status: Record<string, unknown> | undefined | Error = liveStatus, year = thisYear) {
  return createConsoleApp({
    consoleDirectory: writeConsole(year),
    warn: () => undefined,
    now: june,
    loadStatus: async () => {
      if (status instanceof Error) throw status;
      return status;
    },
  });
}

describe('prerendered signed-out pages (ADR 0023)', () => {
  it('sends the template with the live status: slots escaped like React, status inline and inert', async () => {
    const response = await consoleApp().request('/login');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(html).toContain('<input type="password" id="password"/>');
    expect(html).toContain('<title>Acme &amp; &lt;Co&gt;</title>');
    expect(html).toContain('<h1>Sign in to Acme &amp; &lt;Co&gt;</h1><input');
    expect(html).toContain('<footer>v1.2.3</footer>');
    const inline = /<script type="application\/json" id="gateway-status">(.*?)<\/script>/.exec(html)?.[1];
    expect(inline).not.toContain('</script');
    expect(JSON.parse(inline!)).toEqual(liveStatus);
    // The host moves this into the CSP's script-src (server-fetch.test.ts): the inline head script's hash.
    expect(response.headers.get('x-gateway-inline-script-hash')).toBe(HEAD_SCRIPT_HASH);
  });

  it.each([
    ['a format-1 manifest (the head script was linked, not inline)', { format: 1 }],
    ['a format-2 manifest without the head script hash', { format: 2 }],
    ['a hash that is not a CSP sha256 source', { format: 2, headScriptHash: "'unsafe-inline'" }],
  ])('falls back to the shell document for %s', async (_, manifestFields) => {
    const app = createConsoleApp({
      consoleDirectory: writeConsole(thisYear, manifestFields),
      warn: () => undefined,
      now: june,
      loadStatus: async () => liveStatus,
    });
    const response = await app.request('/login');
    expect(await response.text()).toBe(SHELL_INDEX);
    expect(response.headers.get('x-gateway-inline-script-hash')).toBeNull();
  });

  it('picks the language from the cookie, else the first Accept-Language, and the theme from the cookie', async () => {
    const app = consoleApp();
    const lang = async (headers: Record<string, string>) =>
      /<html lang="(\w+)" data-theme="(\w+)"/.exec(await (await app.request('/login', { headers })).text())?.slice(1);
    expect(await lang({})).toEqual(['en', 'light']);
    expect(await lang({ 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toEqual(['zh', 'light']);
    expect(await lang({ 'Accept-Language': 'en-US,zh-CN;q=0.9' })).toEqual(['en', 'light']);
    expect(await lang({ 'Accept-Language': 'zh-CN', Cookie: 'a=1; gateway_lang=en; gateway_theme=dark' })).toEqual(['en', 'dark']);
    expect(await lang({ Cookie: 'gateway_lang=zh' })).toEqual(['zh', 'light']);
  });

  it('an empty site name shows the default the build proved; brotli when accepted', async () => {
    const response = await consoleApp({ ...liveStatus, system_name: '' }).request('/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<h1>Sign in to AI Gateway</h1>');
  });

  it.each<[string, Record<string, unknown> | undefined | Error, string]>([
    ['an option the page shows differs', { ...liveStatus, register_enabled: false }, '/login'],
    ['an admin footer is set', { ...liveStatus, footer_html: '<b>hi</b>' }, '/login'],
    ['a field read as absent is now set', { ...liveStatus, telegram_bot_name: 'bot' }, '/login'],
    ['a slot value the build did not prove (surrounding spaces)', { ...liveStatus, system_name: ' Acme ' }, '/login'],
    ['a slot value the build did not prove (empty version)', { ...liveStatus, version: '' }, '/login'],
    ['the status cannot be read', new Error('database down'), '/login'],
    ['the address has a query', liveStatus, '/login?expired=true'],
    ['a page without templates', liveStatus, '/register'],
  ])('falls back to the shell document when %s', async (_, status, path) => {
    const response = await consoleApp(status).request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL_INDEX);
  });

  it('falls back to the shell document once the year changed since the build (the footer prints it)', async () => {
    expect(await (await consoleApp(liveStatus, thisYear - 1).request('/login')).text()).toBe(SHELL_INDEX);
  });

  it('falls back to the shell document on new year’s day when the build was not made on one (the egg)', async () => {
    const app = createConsoleApp({
      consoleDirectory: writeConsole(2027),
      warn: () => undefined,
      now: () => new Date(2027, 0, 1),
      loadStatus: async () => liveStatus,
    });
    expect(await (await app.request('/login')).text()).toBe(SHELL_INDEX);
  });

  it('never serves the templates or the manifest as files', async () => {
    const app = consoleApp();
    expect((await app.request('/prerender/manifest.json')).status).toBe(404);
    expect((await app.request('/prerender/login.en.light.html')).status).toBe(404);
  });
});
