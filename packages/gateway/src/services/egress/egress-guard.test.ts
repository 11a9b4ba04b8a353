import { describe, expect, it } from 'vitest';
import { createEgressGuard, MAX_REDIRECTS } from './egress-guard.ts';
import { EgressRefusedError } from './egress-error.ts';

type Call = { url: string; init: RequestInit | undefined };

/** A fake network: answers by URL, records every request that actually went out. */
function fakeNetwork(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url];
    return answer ? answer() : new Response('ok', { status: 200 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const redirectTo = (location: string, status = 302) => () => new Response(null, { status, headers: { location } });

const dns: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'internal.example': ['10.0.0.5'],
  'loopback.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', '192.168.0.10'],
  'v6-loopback.example': ['::1'],
};
const resolve = async (host: string) => dns[host] ?? [];

describe('egress guard', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://2130706433/',
    'http://localhost:8080/',
    'http://internal.example/',
    'http://loopback.example/',
    'http://metadata.example/',
    'http://mixed.example/',
    'http://v6-loopback.example/',
  ])('user-influenced: %s is refused before any connection', async (url) => {
    const network = fakeNetwork({});
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await expect(guarded(url, undefined, { purpose: 'user-influenced' })).rejects.toBeInstanceOf(EgressRefusedError);
    expect(network.calls).toEqual([]);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://metadata.example/', 'http://[::ffff:169.254.169.254]/'])(
    'admin-configured: the link-local / metadata address %s is refused',
    async (url) => {
      const network = fakeNetwork({});
      const guarded = createEgressGuard({ fetch: network.fetch, resolve });
      await expect(guarded(url, undefined, { purpose: 'admin-configured' })).rejects.toThrow(/link-local/);
      expect(network.calls).toEqual([]);
    },
  );

  it.each(['http://127.0.0.1:11434/v1/models', 'http://10.0.0.5/', 'http://internal.example/', 'http://[::1]:8080/', 'http://public.example/'])(
    'admin-configured: loopback, private and public targets such as %s are allowed (local model servers)',
    async (url) => {
      const network = fakeNetwork({});
      const guarded = createEgressGuard({ fetch: network.fetch, resolve });
      const response = await guarded(url, undefined, { purpose: 'admin-configured' });
      expect(response.status).toBe(200);
      expect(network.calls.map((call) => call.url)).toEqual([new URL(url).href]);
    },
  );

  it('user-influenced: a public host is fetched with manual redirects', async () => {
    const network = fakeNetwork({});
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await guarded('http://public.example/a.png', undefined, { purpose: 'user-influenced' });
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.init?.redirect).toBe('manual');
  });

  it.each(['ftp://public.example/', 'file:///etc/passwd', 'gopher://public.example/', 'not a url'])('the URL %s is refused', async (url) => {
    const network = fakeNetwork({});
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await expect(guarded(url, undefined, { purpose: 'admin-configured' })).rejects.toBeInstanceOf(EgressRefusedError);
    expect(network.calls).toEqual([]);
  });

  it('admin-configured: a redirect to 169.254.169.254 is refused after the first hop', async () => {
    const network = fakeNetwork({ 'http://public.example/v1/models': redirectTo('http://169.254.169.254/latest/meta-data/') });
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await expect(guarded('http://public.example/v1/models', undefined, { purpose: 'admin-configured' })).rejects.toThrow(/link-local/);
    expect(network.calls.map((call) => call.url)).toEqual(['http://public.example/v1/models']);
  });

  it.each(['http://127.0.0.1/', 'http://10.0.0.1/', 'http://172.16.5.5/', 'http://192.168.1.1/', 'http://169.254.169.254/', 'http://[::1]/', 'http://internal.example/', '/relative-is-same-host-so-fine'])(
    'user-influenced: a redirect to %s is re-checked',
    async (location) => {
      const network = fakeNetwork({ 'http://public.example/start': redirectTo(location, 307) });
      const guarded = createEgressGuard({ fetch: network.fetch, resolve });
      const attempt = guarded('http://public.example/start', undefined, { purpose: 'user-influenced' });
      if (location.startsWith('/')) {
        await expect(attempt).resolves.toBeInstanceOf(Response);
        expect(network.calls.map((call) => call.url)).toEqual(['http://public.example/start', `http://public.example${location}`]);
      } else {
        await expect(attempt).rejects.toBeInstanceOf(EgressRefusedError);
        expect(network.calls).toHaveLength(1);
      }
    },
  );

  it('follows at most MAX_REDIRECTS redirects', async () => {
    const answers: Record<string, () => Response> = {};
    for (let hop = 0; hop <= MAX_REDIRECTS + 1; hop += 1) answers[`http://public.example/${hop}`] = redirectTo(`http://public.example/${hop + 1}`);
    const network = fakeNetwork(answers);
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await expect(guarded('http://public.example/0', undefined, { purpose: 'admin-configured' })).rejects.toThrow(/too many redirects/);
    expect(network.calls).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('a 303 continues as a GET without a body', async () => {
    const network = fakeNetwork({ 'http://public.example/post': redirectTo('http://public.example/result', 303) });
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await guarded('http://public.example/post', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }, { purpose: 'admin-configured' });
    expect(network.calls[1]!.init?.method).toBe('GET');
    expect(network.calls[1]!.init?.body).toBeUndefined();
  });

  it('user-influenced requests go through the proxy worker when WorkerUrl is set (reference §11)', async () => {
    const network = fakeNetwork({});
    const guarded = createEgressGuard({ fetch: network.fetch, resolve, workerUrl: () => 'https://worker.example', workerKey: () => 'secret' });
    await guarded('http://public.example/hook', { method: 'POST', body: '{"a":1}', headers: { 'x-test': '1' } }, { purpose: 'user-influenced' });
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.url).toBe('https://worker.example/');
    expect(JSON.parse(String(network.calls[0]!.init?.body))).toEqual({
      url: 'http://public.example/hook',
      key: 'secret',
      method: 'POST',
      headers: { 'x-test': '1' },
      body: '{"a":1}',
    });
  });

  it('without a resolver, user-influenced hostnames are refused; admin-configured ones pass', async () => {
    const network = fakeNetwork({});
    const guarded = createEgressGuard({ fetch: network.fetch });
    await expect(guarded('http://public.example/', undefined, { purpose: 'user-influenced' })).rejects.toBeInstanceOf(EgressRefusedError);
    await expect(guarded('http://public.example/', undefined, { purpose: 'admin-configured' })).resolves.toBeInstanceOf(Response);
  });

  describe('channel proxies (setting.proxy)', () => {
    it('a runtime without a proxy-capable transport refuses the request instead of going around the proxy', async () => {
      const network = fakeNetwork({});
      const guard = createEgressGuard({ fetch: network.fetch, resolve });
      await expect(guard('http://public.example/v1/chat/completions', {}, { purpose: 'admin-configured', proxy: 'http://proxy.example:3128' })).rejects.toThrow(EgressRefusedError);
      expect(network.calls).toHaveLength(0);
      // An empty proxy is no proxy.
      await guard('http://public.example/v1/models', {}, { purpose: 'admin-configured', proxy: '  ' });
      expect(network.calls).toHaveLength(1);
    });

    it('every hop goes through the proxy, redirects still checked against the policy', async () => {
      const direct = fakeNetwork({});
      const viaProxy: Array<{ url: string; proxy: string }> = [];
      const answers: Record<string, () => Response> = {
        'http://public.example/start': redirectTo('http://public.example/end'),
        'http://public.example/loop': redirectTo('http://internal.example/secret'),
      };
      const guard = createEgressGuard({
        fetch: direct.fetch,
        resolve,
        proxiedFetch: async (url, _init, proxy) => {
          viaProxy.push({ url, proxy });
          return answers[url]?.() ?? new Response('ok');
        },
      });
      const response = await guard('http://public.example/start', {}, { purpose: 'user-influenced', proxy: 'socks5://127.0.0.1:1080' });
      expect(await response.text()).toBe('ok');
      expect(viaProxy).toEqual([
        { url: 'http://public.example/start', proxy: 'socks5://127.0.0.1:1080' },
        { url: 'http://public.example/end', proxy: 'socks5://127.0.0.1:1080' },
      ]);
      expect(direct.calls).toHaveLength(0);
      await expect(guard('http://public.example/loop', {}, { purpose: 'user-influenced', proxy: 'socks5://127.0.0.1:1080' })).rejects.toThrow(EgressRefusedError);
    });
  });
});
