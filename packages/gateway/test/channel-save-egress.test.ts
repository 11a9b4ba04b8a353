import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createHarness, envelopeOf, setUpRoot, type Harness, type Session } from './support/harness.ts';
import { channelBody, createChannelsViaApi, snapshot } from './channel-support.ts';

/** Names the test DNS knows; every other name fails to resolve (a DNS failure is not refused at save time). */
const dns: Record<string, string[]> = {
  'metadata.example': ['169.254.169.254'],
  'aws-v6-metadata.example': ['93.184.216.34', 'fd00:ec2::254'],
  'alibaba-metadata.example': ['100.100.100.200'],
  'public.example': ['93.184.216.34'],
  'ollama.lan': ['192.168.1.20'],
};

/** Every metadata and link-local target, in every encoding, refused at save time (ADR 0016). */
const REFUSED_BASE_URLS = [
  'http://169.254.169.254',
  'http://169.254.169.254:80/latest',
  'http://[fe80::1]:11434',
  'http://[fd00:ec2::254]',
  'http://100.100.100.200',
  'http://[::ffff:169.254.169.254]',
  'http://[::169.254.169.254]',
  'http://[2002:a9fe:a9fe::]',
  'http://[64:ff9b::a9fe:a9fe]',
  'http://[64:ff9b:1::a9fe:a9fe]',
  'http://[2001:0:4136:e378:8000:63bf:5601:5601]',
  'http://2852039166',
  'http://0251.0376.0251.0376',
  'http://0xa9fea9fe',
  'http://169.254.43518',
  'https://metadata.example/v1',
  'http://aws-v6-metadata.example',
  'http://alibaba-metadata.example',
  'http://metadata.google.internal',
];

describeEachDialect('channel save refuses metadata and link-local targets', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect, { resolveHost: async (host) => dns[host] ?? Promise.reject(new Error(`no such host ${host}`)) });
    root = await setUpRoot(harness);
  });

  it.each(REFUSED_BASE_URLS)('create with base_url %s: 400 with a clear message, nothing written', async (baseUrl) => {
    const before = await snapshot(getDb());
    const response = await harness.request('/api/channel/', { session: root, body: channelBody({ base_url: baseUrl }) });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(
      /^base_url points at .+, an address channels may never reach \(link-local, cloud metadata, multicast or reserved\)$/,
    );
    expect(await snapshot(getDb())).toEqual(before);
  });

  it.each(REFUSED_BASE_URLS)('edit to base_url %s: 400, the stored channel unchanged', async (baseUrl) => {
    const [id] = await createChannelsViaApi(harness, root, channelBody({ base_url: 'http://127.0.0.1:11434' }));
    const before = await snapshot(getDb());
    const response = await harness.request('/api/channel/', { method: 'PUT', session: root, body: { id, base_url: baseUrl, name: 'renamed' } });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(/^base_url points at /);
    expect(await snapshot(getDb())).toEqual(before);
  });

  it('the message names the address the host stands for', async () => {
    const response = await harness.request('/api/channel/', { session: root, body: channelBody({ base_url: 'http://aws-v6-metadata.example' }) });
    expect((await envelopeOf(response)).message).toBe(
      'base_url points at aws-v6-metadata.example (fd00:ec2::254), an address channels may never reach (link-local, cloud metadata, multicast or reserved)',
    );
  });

  it.each(['http://169.254.169.254:3128', 'socks5://[fd00:ec2::254]:1080', 'http://metadata.example:8080'])(
    'a channel proxy on %s is refused at save time too',
    async (proxy) => {
      const before = await snapshot(getDb());
      const response = await harness.request('/api/channel/', {
        session: root,
        body: channelBody({ base_url: 'http://127.0.0.1:11434', setting: JSON.stringify({ proxy }) }),
      });
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).message).toMatch(/^proxy points at /);
      expect(await snapshot(getDb())).toEqual(before);
    },
  );

  it.each([
    'http://127.0.0.1:11434',
    'http://localhost:11434',
    'http://10.0.0.5:8000',
    'http://[::1]:8080',
    'http://ollama.lan:11434',
    'https://public.example',
    'https://not-resolvable.example',
  ])('an administrator may still save %s (loopback, private networks, public hosts; a name DNS cannot resolve now is checked at use)', async (baseUrl) => {
    const response = await harness.request('/api/channel/', {
      session: root,
      body: channelBody({ base_url: baseUrl, setting: JSON.stringify({ proxy: 'socks5://127.0.0.1:1080' }) }),
    });
    expect((await envelopeOf(response)).message).toBe('');
    expect(response.status).toBe(200);
  });
});
