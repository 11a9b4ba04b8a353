import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkLatestRelease, clearSecretOption, discoverOidcEndpoints, listSecretOptions } from './option-tools.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('option tools endpoints', () => {
  it('SET-071: lists which credentials are set and clears one with the clear flag', async () => {
    server.replyData([{ key: 'SMTPToken', set: true }]);
    await expect(listSecretOptions()).resolves.toEqual([{ key: 'SMTPToken', set: true }]);
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/option/secrets' });
    server.replyData(null);
    await clearSecretOption('SMTPToken');
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/option/', body: { key: 'SMTPToken', value: '', clear: true } });
  });

  it('SET-073: asks the server for the discovery document and surfaces its failure message', async () => {
    server.replyData({ issuer: 'i', authorization_endpoint: 'a', token_endpoint: 't', user_info_endpoint: 'u' });
    await expect(discoverOidcEndpoints('https://id.example.com/.well-known/openid-configuration')).resolves.toMatchObject({ token_endpoint: 't' });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/option/oidc_discovery',
      body: { well_known: 'https://id.example.com/.well-known/openid-configuration' },
    });
    server.reply({ status: 502, body: { success: false, message: 'OIDC configuration fetch failed: the server answered HTTP 404' } });
    await expect(discoverOidcEndpoints('https://id.example.com/x')).rejects.toMatchObject({
      message: 'OIDC configuration fetch failed: the server answered HTTP 404',
    });
  });

  it('SET-078: the update check is a GET of the server route', async () => {
    server.replyData({ current_version: 'v1.0.0', latest_version: 'v1.1.0', release_name: 'x', release_url: '', published_at: '', update_available: true });
    await expect(checkLatestRelease()).resolves.toMatchObject({ update_available: true });
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/option/latest_release' });
  });
});
