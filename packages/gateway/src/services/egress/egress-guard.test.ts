import { describe, expect, it } from 'vitest';
import { createEgressGuard, MAX_REDIRECTS } from './egress-guard.ts';
import { EgressRefusedError } from './egress-error.ts';
import { fakeNetwork, fakeResolve, redirectTo } from './testing/fake-network.ts';

const resolve = fakeResolve;

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

  // Every metadata and link-local target in every encoding, for both purposes (ADR 0016).
  const metadataUrls = [
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::169.254.169.254]/',
    'http://[::ffff:0:a9fe:a9fe]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[64:ff9b:1::a9fe:a9fe]/',
    'http://[2001:0:4136:e378:8000:63bf:5601:5601]/',
    'http://2852039166/',
    'http://0xa9fea9fe/',
    'http://0251.0376.0251.0376/',
    'http://169.254.43518/',
    'http://metadata.example/',
    'http://aws-v6-metadata.example/',
    'http://mapped-metadata.example/',
    'http://metadata.google.internal/computeMetadata/v1/',
  ];
  it.each(metadataUrls.flatMap((url) => [[url, 'admin-configured'] as const, [url, 'user-influenced'] as const]))(
    'the metadata / link-local target %s is refused (%s) before any connection',
    async (url, purpose) => {
      const network = fakeNetwork({});
      const guarded = createEgressGuard({ fetch: network.fetch, resolve });
      await expect(guarded(url, undefined, { purpose })).rejects.toThrow(/(link-local|metadata|reserved) addresses are not allowed/);
      expect(network.calls).toEqual([]);
    },
  );

  it.each(['http://169.254.169.254:3128', 'socks5://[fd00:ec2::254]:1080', 'http://metadata.example:8080'])(
    'a channel proxy on the metadata address %s is refused',
    async (proxy) => {
      const network = fakeNetwork({});
      const guarded = createEgressGuard({ fetch: network.fetch, resolve, proxiedFetch: network.fetch });
      await expect(guarded('http://public.example/v1/models', undefined, { purpose: 'admin-configured', proxy })).rejects.toThrow(
        /(link-local|metadata) addresses are not allowed/,
      );
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

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://172.16.5.5/',
    'http://192.168.1.1/',
    'http://169.254.169.254/',
    'http://[::1]/',
    'http://internal.example/',
    '/relative-is-same-host-so-fine',
  ])('user-influenced: a redirect to %s is re-checked', async (location) => {
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
  });

  it('follows at most MAX_REDIRECTS redirects', async () => {
    const answers: Record<string, () => Response> = {};
    for (let hop = 0; hop <= MAX_REDIRECTS + 1; hop += 1) answers[`http://public.example/${hop}`] = redirectTo(`http://public.example/${hop + 1}`);
    const network = fakeNetwork(answers);
    const guarded = createEgressGuard({ fetch: network.fetch, resolve });
    await expect(guarded('http://public.example/0', undefined, { purpose: 'admin-configured' })).rejects.toThrow(/too many redirects/);
    expect(network.calls).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('user-influenced requests go through the proxy worker when WorkerUrl is set', async () => {
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
      await expect(guard('http://public.example/v1/chat/completions', {}, { purpose: 'admin-configured', proxy: 'http://proxy.example:3128' })).rejects.toThrow(
        EgressRefusedError,
      );
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
      await expect(guard('http://public.example/loop', {}, { purpose: 'user-influenced', proxy: 'socks5://127.0.0.1:1080' })).rejects.toThrow(
        EgressRefusedError,
      );
    });
  });
});
