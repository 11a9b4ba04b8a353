import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const KEY = 'proxy-test-key';

function post(envelope: unknown, init: RequestInit = {}): Promise<Response> {
  const body = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
  return SELF.fetch('https://proxy.test/', { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...init }) as unknown as Promise<Response>;
}

async function refusal(response: Response): Promise<[number, string]> {
  return [response.status, ((await response.json()) as { error: string }).error];
}

describe('proxy worker (WorkerUrl / WorkerValidKey)', () => {
  it('refuses a wrong or missing key, a non-POST, bad JSON and a missing url', async () => {
    expect(await refusal(await post({ url: 'https://example.com/a', key: 'wrong' }))).toEqual([403, 'invalid key']);
    expect(await refusal(await post({ url: 'https://example.com/a' }))).toEqual([403, 'invalid key']);
    expect((await SELF.fetch('https://proxy.test/')).status).toBe(405);
    expect(await refusal(await post('{not json'))).toEqual([400, 'body must be JSON']);
    expect(await refusal(await post({ key: KEY }))).toEqual([400, 'url is required']);
  });

  it('refuses non-https targets and private, loopback and link-local addresses (also after a redirect)', async () => {
    expect(await refusal(await post({ url: 'http://example.com/a', key: KEY }))).toEqual([400, 'only support https url']);
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://localhost/',
      'https://metadata.google.internal/',
      'https://2130706433/',
    ]) {
      expect(await refusal(await post({ url, key: KEY })), url).toEqual([403, 'target address is not allowed']);
    }
    expect(await refusal(await post({ url: 'https://example.com/to-private', key: KEY }))).toEqual([403, 'target address is not allowed']);
  });

  it('refuses an oversized body with 413', async () => {
    expect(await refusal(await post({ url: 'https://example.com/a', key: KEY, body: 'x'.repeat(5000) }))).toEqual([413, 'request body too large']);
  });

  it('answers 504 when the target is slower than UPSTREAM_TIMEOUT_MS', async () => {
    expect(await refusal(await post({ url: 'https://example.com/slow', key: KEY }))).toEqual([504, 'upstream timed out']);
  });

  it('sends the method, headers and body of a webhook and passes the status through', async () => {
    const response = await post({
      url: 'https://hooks.example.com/in',
      key: KEY,
      method: 'POST',
      headers: { authorization: 'Bearer hook' },
      body: { event: 'quota' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: '/in', method: 'POST' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await post({ url: 'https://example.com/missing', key: KEY })).status).toBe(404);
  });

  it('streams an event-stream answer through without its cookies', async () => {
    const response = await post({ url: 'https://example.com/stream', key: KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe([1, 2, 3, 4, 5].map((index) => `data: chunk ${index}\n\n`).join(''));
  });
});
