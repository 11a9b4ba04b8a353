/**
 * The server calls of the System and Other tabs: the OIDC discovery fetch through the
 * egress guard with its failure message (SET-072, SET-073) and the update check against the public
 * release API, which fails gracefully when it cannot be reached (SET-078). Nothing here is stored.
 */
import { beforeEach, expect, it } from 'vitest';
import { loadAllOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createHarness, envelopeOf, setUpRoot, type Harness, type HarnessOptions, type Session } from './support/harness.ts';

const ISSUER = 'http://127.0.0.1:7443';
const WELL_KNOWN = `${ISSUER}/.well-known/openid-configuration`;
const RELEASES = 'http://127.0.0.1:7444/repos/example/gateway/releases/latest';

const discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  userinfo_endpoint: `${ISSUER}/userinfo`,
};

type Answer = { status?: number; body: string };

/** A platform fetch that answers `answers[url]` and records what was asked. */
function fakeNetwork(answers: Record<string, Answer | Error>) {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, headers: new Headers(init?.headers) });
    const answer = answers[url];
    if (answer === undefined) throw new TypeError('fetch failed');
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describeEachDialect('settings option tools: OIDC discovery and update check', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  const start = async (options: HarnessOptions) => {
    harness = createHarness(getDb(), dialect, options);
    root = await setUpRoot(harness);
  };
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const discover = (wellKnown: unknown) => harness.request('/api/option/oidc_discovery', { method: 'POST', session: root, body: { well_known: wellKnown } });

  it('SET-073: answers the endpoints of the discovery document and stores nothing', async () => {
    const network = fakeNetwork({ [WELL_KNOWN]: { body: JSON.stringify({ ...discovery, jwks_uri: `${ISSUER}/jwks` }) } });
    await start({ fetch: network.fetch });
    const before = await loadAllOptions(getDb());
    const response = await discover(WELL_KNOWN);
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).data).toEqual({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      user_info_endpoint: `${ISSUER}/userinfo`,
    });
    expect(network.asked.map((call) => call.url)).toEqual([WELL_KNOWN]);
    expect(await loadAllOptions(getDb())).toEqual(before);
  });

  it.each([
    ['an error status', { status: 404, body: '{}' }, /^OIDC configuration fetch failed: the server answered HTTP 404$/],
    ['a body that is not JSON', { body: '<html>login</html>' }, /^OIDC configuration fetch failed: the answer is not JSON$/],
    [
      'a document without a token endpoint',
      { body: JSON.stringify({ ...discovery, token_endpoint: undefined }) },
      /^OIDC configuration fetch failed: the document has no valid token_endpoint$/,
    ],
    ['a javascript: endpoint', { body: JSON.stringify({ ...discovery, authorization_endpoint: 'javascript:alert(1)' }) }, /no valid authorization_endpoint/],
    ['an oversized answer', { body: JSON.stringify({ ...discovery, padding: 'x'.repeat(300 * 1024) }) }, /the answer is larger than 256 KiB/],
    ['a network failure', new TypeError('connect ECONNREFUSED 127.0.0.1:7443'), /^OIDC configuration fetch failed: connect ECONNREFUSED/],
  ])('SET-073: %s answers 502 "OIDC configuration fetch failed"', async (_label, answer, message) => {
    await start({ fetch: fakeNetwork({ [WELL_KNOWN]: answer }).fetch });
    const response = await discover(WELL_KNOWN);
    expect(response.status).toBe(502);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(harness.loggedErrors).toEqual([]);
  });

  it('SET-073: the fetch goes through the egress guard: a cloud metadata address is never asked', async () => {
    const network = fakeNetwork({});
    await start({ fetch: network.fetch });
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/.well-known/openid-configuration', 'http://0xa9fea9fe/x']) {
      const response = await discover(url);
      expect(response.status, url).toBe(502);
      expect((await envelopeOf(response)).message, url).toMatch(/^OIDC configuration fetch failed: /);
    }
    expect(network.asked).toEqual([]);
  });

  it('SET-072: the well-known URL must be http(s); a bad body is a 400', async () => {
    const network = fakeNetwork({});
    await start({ fetch: network.fetch });
    for (const url of ['ftp://id.example.com/.well-known/openid-configuration', 'id.example.com', 'javascript:alert(1)']) {
      const response = await discover(url);
      expect(response.status, url).toBe(400);
      expect((await envelopeOf(response)).message).toBe('oidc.well_known must be an http:// or https:// URL');
    }
    expect((await discover('')).status).toBe(400);
    expect((await discover(42)).status).toBe(400);
    expect(network.asked).toEqual([]);
  });

  it('SET-078: the update check names the newest release and whether it is newer than the running version', async () => {
    const release = {
      tag_name: 'v9.1.0',
      name: 'Autumn',
      html_url: 'https://github.com/example/gateway/releases/tag/v9.1.0',
      published_at: '2026-10-01T00:00:00Z',
    };
    const network = fakeNetwork({ [RELEASES]: { body: JSON.stringify(release) } });
    await start({ fetch: network.fetch, config: { releaseCheckUrl: RELEASES, version: 'v0.1.0' } });
    const response = await harness.request('/api/option/latest_release', { session: root });
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).data).toEqual({
      current_version: 'v0.1.0',
      latest_version: 'v9.1.0',
      release_name: 'Autumn',
      release_url: 'https://github.com/example/gateway/releases/tag/v9.1.0',
      published_at: '2026-10-01T00:00:00Z',
      update_available: true,
    });
    expect(network.asked[0]!.headers.get('user-agent')).toBe('ai-gateway/v0.1.0');
  });

  it.each([
    ['up to date', 'v0.1.0', false],
    ['a tag that cannot be compared', 'nightly', null],
  ])('SET-078: %s', async (_label, tag, expected) => {
    await start({
      fetch: fakeNetwork({ [RELEASES]: { body: JSON.stringify({ tag_name: tag }) } }).fetch,
      config: { releaseCheckUrl: RELEASES, version: 'v0.1.0' },
    });
    const answer = await envelopeOf<{ update_available: boolean | null }>(await harness.request('/api/option/latest_release', { session: root }));
    expect(answer.data!.update_available).toBe(expected);
  });

  it.each([
    ['offline (the default GitHub address, no DNS)', undefined, {}, /^Update check failed: /],
    ['an error status', RELEASES, { [RELEASES]: { status: 403, body: '{"message":"rate limited"}' } }, /^Update check failed: the server answered HTTP 403$/],
    ['an answer without a release', RELEASES, { [RELEASES]: { body: '{"message":"Not Found"}' } }, /^Update check failed: the answer names no release$/],
  ])('SET-078: %s fails gracefully with 502 "Update check failed"', async (_label, url, answers, message) => {
    await start({ fetch: fakeNetwork(answers).fetch, config: url === undefined ? {} : { releaseCheckUrl: url } });
    const response = await harness.request('/api/option/latest_release', { session: root });
    expect(response.status).toBe(502);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(harness.loggedErrors).toEqual([]);
  });
});
