import { describe, expect, it } from 'vitest';
import { normalizeChannelOther, parseChannelKeys } from './validate-channel-credentials.ts';

describe('parseChannelKeys', () => {
  it('splits one key per line and drops blank lines', () => {
    expect(parseChannelKeys(1, 'sk-a\n\n  sk-b  \r\n')).toEqual({ ok: true, value: ['sk-a', 'sk-b'] });
  });

  it('rejects an empty key', () => {
    expect(parseChannelKeys(1, '  \n ')).toMatchObject({ ok: false, messageKey: 'validation.channel.keyRequired' });
  });

  it('pipe formats need the exact number of non-empty parts', () => {
    expect(parseChannelKeys(15, 'api|secret').ok).toBe(true);
    expect(parseChannelKeys(15, 'api')).toMatchObject({ ok: false, messageKey: 'validation.channel.keyParts', params: { parts: 2 } });
    expect(parseChannelKeys(18, 'app|secret|key').ok).toBe(true);
    expect(parseChannelKeys(18, 'app||key').ok).toBe(false);
    expect(parseChannelKeys(33, 'ak|sk|us-east-1\nak2|sk2').ok).toBe(false);
  });

  it('id.secret keys need both halves', () => {
    expect(parseChannelKeys(16, 'abc.def').ok).toBe(true);
    expect(parseChannelKeys(16, 'abcdef').ok).toBe(false);
    expect(parseChannelKeys(16, '.def').ok).toBe(false);
  });

  it('Vertex AI takes the whole JSON as one key', () => {
    const credential = '{\n  "type": "service_account",\n  "project_id": "p"\n}';
    expect(parseChannelKeys(41, credential)).toEqual({ ok: true, value: [credential] });
    expect(parseChannelKeys(41, 'not json').ok).toBe(false);
    expect(parseChannelKeys(41, '[1]').ok).toBe(false);
  });
});

describe('normalizeChannelOther', () => {
  it('type 18 defaults to v2.1 when empty', () => {
    expect(normalizeChannelOther(18, '')).toEqual({ ok: true, value: 'v2.1' });
    expect(normalizeChannelOther(18, 'v3.5')).toEqual({ ok: true, value: 'v3.5' });
  });

  it('Vertex AI needs a region, or JSON with a default region', () => {
    expect(normalizeChannelOther(41, '')).toMatchObject({ ok: false, messageKey: 'validation.channel.regionRequired' });
    expect(normalizeChannelOther(41, 'us-central1')).toEqual({ ok: true, value: 'us-central1' });
    expect(normalizeChannelOther(41, '{"default":"us-central1","gemini-pro":"europe-west4"}').ok).toBe(true);
    expect(normalizeChannelOther(41, '{"gemini-pro":"europe-west4"}')).toMatchObject({ ok: false, messageKey: 'validation.channel.regionDefault' });
    expect(normalizeChannelOther(41, '{broken').ok).toBe(false);
  });

  it('other types keep the value as given', () => {
    expect(normalizeChannelOther(1, '  x ')).toEqual({ ok: true, value: 'x' });
  });
});
