import { describe, expect, it } from 'vitest';
import { createEgressGuard } from './egress-guard.ts';
import { RedirectRefusedError } from './egress-error.ts';
import { fakeNetwork, fakeResolve, redirectTo } from './testing/fake-network.ts';

/**
 * The egress guard's redirect policy (ADR 0016): credentials never reach another
 * origin, a redirect never silently turns a POST into a GET, 307/308 keep method and body.
 */
const START = 'http://public.example/v1/models';
const REDIRECTS = [301, 302, 303, 307, 308] as const;

/** One credential each: the headers the providers send, a channel's custom header, a query key. */
const CREDENTIALED: Array<{ name: string; url: string; headers: Record<string, string> }> = [
  { name: 'Authorization', url: START, headers: { Authorization: 'Bearer sk-channel' } },
  { name: 'x-api-key', url: START, headers: { 'x-api-key': 'sk-ant' } },
  { name: 'x-goog-api-key', url: START, headers: { 'x-goog-api-key': 'AIza-key' } },
  { name: 'api-key', url: START, headers: { 'api-key': 'azure-key' } },
  { name: 'Cookie', url: START, headers: { Cookie: 'session=1' } },
  { name: 'a custom channel header', url: START, headers: { 'X-Tenant-Secret': 'tenant' } },
  { name: 'a query-string key', url: `${START}?key=AIza-key`, headers: {} },
  { name: 'Proxy-Authorization', url: START, headers: { 'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0' } },
];

const OTHER_ORIGINS = [
  'http://other.example/v1/models',
  'http://public.example:8080/v1/models',
  'https://public.example/v1/models',
  'http://sub.public.example/v1/models',
];

function guardOver(network: ReturnType<typeof fakeNetwork>) {
  return createEgressGuard({ fetch: network.fetch, resolve: async (host) => (host === 'sub.public.example' ? ['93.184.216.36'] : fakeResolve(host)) });
}

describe('egress guard redirects (ADR 0016)', () => {
  it.each(REDIRECTS.flatMap((status) => CREDENTIALED.map((credential) => [status, credential.name, credential] as const)))(
    'a %s to another origin is not followed when the request carries %s',
    async (status, _name, credential) => {
      const network = fakeNetwork({ [credential.url]: redirectTo('http://other.example/collect', status) });
      const attempt = guardOver(network)(credential.url, { headers: { Accept: 'application/json', ...credential.headers } }, { purpose: 'admin-configured' });
      await expect(attempt).rejects.toThrow(RedirectRefusedError);
      await expect(attempt).rejects.toThrow(/another origin, http:\/\/other\.example/);
      expect(network.calls.map((call) => call.url)).toEqual([credential.url]);
    },
  );

  it.each(OTHER_ORIGINS)('%s is another origin (host, port or scheme differ)', async (location) => {
    const network = fakeNetwork({ [START]: redirectTo(location, 307) });
    await expect(guardOver(network)(START, { headers: { Authorization: 'Bearer sk-channel' } }, { purpose: 'admin-configured' })).rejects.toThrow(
      RedirectRefusedError,
    );
    expect(network.calls).toHaveLength(1);
  });

  it('the refusal carries the redirect status, for the channel error record', async () => {
    const network = fakeNetwork({ [START]: redirectTo('http://other.example/', 308) });
    const error = await guardOver(network)(START, { headers: { Authorization: 'Bearer sk-channel' } }, { purpose: 'admin-configured' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect((error as RedirectRefusedError).status).toBe(308);
  });

  it.each(REDIRECTS)('a %s on the same origin is followed with every header (GET)', async (status) => {
    const network = fakeNetwork({ [START]: redirectTo('/v2/models?page=1', status) });
    const response = await guardOver(network)(START, { headers: { Authorization: 'Bearer sk-channel', 'X-Custom': 'c' } }, { purpose: 'admin-configured' });
    expect(await response.text()).toBe('ok');
    expect(network.calls.map((call) => call.url)).toEqual([START, 'http://public.example/v2/models?page=1']);
    const second = new Headers(network.calls[1]!.init?.headers);
    expect([second.get('authorization'), second.get('x-custom'), network.calls[1]!.init?.method ?? 'GET']).toEqual(['Bearer sk-channel', 'c', 'GET']);
  });

  it.each([307, 308])('a %s on the same origin keeps the POST, its body and its headers', async (status) => {
    const start = 'http://public.example/v1/chat/completions';
    const network = fakeNetwork({ [start]: redirectTo('http://public.example/v2/chat/completions', status) });
    const init = { method: 'POST', body: '{"model":"m"}', headers: { Authorization: 'Bearer sk-channel', 'Content-Type': 'application/json' } };
    await guardOver(network)(start, init, { purpose: 'admin-configured' });
    expect(network.calls).toHaveLength(2);
    const second = network.calls[1]!;
    expect([second.url, second.init?.method, second.init?.body, new Headers(second.init?.headers).get('authorization')]).toEqual([
      'http://public.example/v2/chat/completions',
      'POST',
      '{"model":"m"}',
      'Bearer sk-channel',
    ]);
  });

  it.each([
    [301, 'POST'],
    [302, 'POST'],
    [303, 'POST'],
    [303, 'PUT'],
    [302, 'DELETE'],
  ])('a %s answering a %s is refused, never turned into a GET (even on the same origin)', async (status, method) => {
    const start = 'http://public.example/v1/chat/completions';
    const network = fakeNetwork({ [start]: redirectTo('/v1/chat/completions/moved', status) });
    const attempt = guardOver(network)(start, { method, body: '{}', headers: { 'Content-Type': 'application/json' } }, { purpose: 'admin-configured' });
    await expect(attempt).rejects.toThrow(RedirectRefusedError);
    await expect(attempt).rejects.toThrow(new RegExp(`answered ${status}.*turns ${method} into GET`));
    expect(network.calls).toHaveLength(1);
  });

  it.each([307, 308])('a %s to another origin is not followed for a POST whose body may hold a secret, even with plain headers only', async (status) => {
    const start = 'http://public.example/siteverify';
    const network = fakeNetwork({ [start]: redirectTo('http://other.example/collect', status) });
    const init = { method: 'POST', body: 'secret=turnstile-secret&response=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    await expect(guardOver(network)(start, init, { purpose: 'admin-configured' })).rejects.toThrow(/another origin/);
    expect(network.calls).toHaveLength(1);
  });

  it('a request without credentials may follow a redirect to another origin (the new host is checked again)', async () => {
    const network = fakeNetwork({
      [START]: redirectTo('http://other.example/models.json', 302),
      'http://other.example/models.json': redirectTo('http://internal.example/', 302),
    });
    await expect(
      guardOver(network)(START, { headers: { Accept: 'application/json', 'User-Agent': 'gateway' } }, { purpose: 'user-influenced' }),
    ).rejects.toThrow(/private addresses are not allowed/);
    expect(network.calls.map((call) => call.url)).toEqual([START, 'http://other.example/models.json']);
  });

  it('a body that cannot be sent twice is not replayed on a 307', async () => {
    const start = 'http://public.example/v1/audio';
    const network = fakeNetwork({ [start]: redirectTo('/v1/audio2', 307) });
    const body = new ReadableStream({ start: (controller) => controller.close() });
    await expect(guardOver(network)(start, { method: 'POST', body }, { purpose: 'admin-configured' })).rejects.toThrow(/cannot be sent twice/);
    expect(network.calls).toHaveLength(1);
  });

  it('an invalid Location is a clear refusal', async () => {
    const network = fakeNetwork({ [START]: redirectTo('http://[::zz]/', 302) });
    await expect(guardOver(network)(START, {}, { purpose: 'admin-configured' })).rejects.toThrow(/redirected to an invalid URL/);
  });

  it('answers that are not redirects are returned without reading their headers (the relay fast path)', async () => {
    let headerReads = 0;
    const answer = new Response('{}', { status: 200 });
    const headers = answer.headers;
    Object.defineProperty(answer, 'headers', {
      get: () => {
        headerReads += 1;
        return headers;
      },
    });
    const guard = createEgressGuard({ fetch: (async () => answer) as typeof fetch, resolve: fakeResolve });
    expect(await guard(START, { headers: { Authorization: 'Bearer sk' } }, { purpose: 'admin-configured' })).toBe(answer);
    expect(headerReads).toBe(0);
  });
});
