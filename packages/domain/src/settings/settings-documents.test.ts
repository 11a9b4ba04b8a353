import { describe, expect, it } from 'vitest';
import { readOidcDiscoveryDocument } from './oidc-discovery-document.ts';
import { compareVersions, readLatestRelease } from './release-version.ts';

describe('readOidcDiscoveryDocument (SET-073)', () => {
  const document = {
    issuer: 'https://id.example.com',
    authorization_endpoint: 'https://id.example.com/authorize',
    token_endpoint: 'https://id.example.com/token',
    userinfo_endpoint: 'https://id.example.com/userinfo',
    jwks_uri: 'https://id.example.com/jwks',
  };

  it('maps the endpoints onto the oidc.* option names', () => {
    expect(readOidcDiscoveryDocument(document)).toEqual({
      ok: true,
      value: {
        issuer: 'https://id.example.com',
        authorization_endpoint: 'https://id.example.com/authorize',
        token_endpoint: 'https://id.example.com/token',
        user_info_endpoint: 'https://id.example.com/userinfo',
      },
    });
  });

  it('a missing user-info endpoint is left empty', () => {
    const { userinfo_endpoint: _unused, ...rest } = document;
    expect(readOidcDiscoveryDocument(rest)).toMatchObject({ ok: true, value: { user_info_endpoint: '' } });
  });

  it('names the field that is missing or not an http(s) URL', () => {
    expect(readOidcDiscoveryDocument({ ...document, token_endpoint: undefined })).toEqual({ ok: false, reason: 'the document has no valid token_endpoint' });
    expect(readOidcDiscoveryDocument({ ...document, authorization_endpoint: 'javascript:alert(1)' })).toEqual({
      ok: false,
      reason: 'the document has no valid authorization_endpoint',
    });
    expect(readOidcDiscoveryDocument(['not', 'an', 'object'])).toEqual({ ok: false, reason: 'the document is not a JSON object' });
  });
});

describe('readLatestRelease and compareVersions (SET-078)', () => {
  it('reads the tag, name, page and date of a release', () => {
    expect(
      readLatestRelease({ tag_name: 'v1.2.0', name: 'Spring', html_url: 'https://github.com/o/r/releases/tag/v1.2.0', published_at: '2026-01-02T03:04:05Z' }),
    ).toEqual({
      version: 'v1.2.0',
      name: 'Spring',
      url: 'https://github.com/o/r/releases/tag/v1.2.0',
      publishedAt: '2026-01-02T03:04:05Z',
    });
  });

  it('refuses a document without a tag and drops a page address that is not https', () => {
    expect(readLatestRelease({ message: 'Not Found' })).toBeUndefined();
    expect(readLatestRelease({ tag_name: 'v2.0.0', html_url: 'javascript:alert(1)' })).toMatchObject({ name: 'v2.0.0', url: '' });
  });

  it('compares vX.Y.Z numerically and gives up on other forms', () => {
    expect(compareVersions('v0.1.0', 'v0.2.0')).toBeLessThan(0);
    expect(compareVersions('v0.10.0', 'v0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.3', 'v1.2.3')).toBe(0);
    expect(compareVersions('v1.2.3-beta', 'v1.2.4')).toBeLessThan(0);
    expect(compareVersions('dev', 'v1.0.0')).toBeUndefined();
  });
});
