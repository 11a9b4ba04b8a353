import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowScriptSource, createServerFetch, INLINE_SCRIPT_HASH_HEADER } from './server-fetch.ts';

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

function host() {
  const gateway = new Hono().get('/api/status', (context) => context.json({ success: true }));
  const consoleApp = new Hono()
    .get('/login', (context) => {
      context.header(INLINE_SCRIPT_HASH_HEADER, HASH);
      return context.html('<script>1</script>');
    })
    .get('/', (context) => context.html('<div id="root"></div>'))
    .get('/app.js', (context) => context.body('1', 200, { 'Content-Type': 'text/javascript' }));
  return createServerFetch(gateway, consoleApp, async () => ({ 'Content-Security-Policy': POLICY, 'X-Frame-Options': 'DENY' }));
}

describe('console documents through the host (ADR 0036)', () => {
  it("a prerendered document's inline head script is allowed by its hash alone, and the internal header is not sent", async () => {
    const response = await host()(new Request('http://gateway.test/login'));
    expect(response.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${HASH}; style-src 'self' 'unsafe-inline'`);
    expect(response.headers.get(INLINE_SCRIPT_HASH_HEADER)).toBeNull();
    expect(await response.text()).toBe('<script>1</script>');
  });

  it('any other document keeps the strict policy; files get no policy', async () => {
    const fetch = host();
    expect((await fetch(new Request('http://gateway.test/'))).headers.get('content-security-policy')).toBe(POLICY);
    const file = await fetch(new Request('http://gateway.test/app.js'));
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds the source to script-src only', () => {
    expect(allowScriptSource("script-src 'self' https://a.example; frame-src 'self'", HASH)).toBe(
      `script-src 'self' https://a.example ${HASH}; frame-src 'self'`,
    );
  });
});
