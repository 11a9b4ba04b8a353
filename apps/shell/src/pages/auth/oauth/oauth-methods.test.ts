import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, enabledOAuthMethods } from './oauth-methods.ts';

describe('enabledOAuthMethods (SH-036)', () => {
  it('follows the per-method flags and requires their client ids', () => {
    expect(enabledOAuthMethods({})).toEqual([]);
    expect(
      enabledOAuthMethods({
        github_oauth: true,
        github_client_id: 'gh',
        oidc_enabled: true,
        oidc_client_id: 'o',
        oidc_authorization_endpoint: 'https://id.example.com/auth',
        linuxdo_oauth: true,
        linuxdo_client_id: '',
        wechat_login: true,
        telegram_oauth: true,
        telegram_bot_name: 'bot',
      }),
    ).toEqual(['github', 'oidc', 'wechat', 'telegram']);
  });
});

describe('buildAuthorizeUrl (SH-037 / SH-038)', () => {
  const origin = 'https://gw.example.com';

  it('GitHub: client id, state and the email scope', () => {
    const url = new URL(buildAuthorizeUrl('github', { github_client_id: 'abc' }, 'st4te', origin));
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'abc', state: 'st4te', scope: 'user:email' });
  });

  it('OIDC: keeps the endpoint query and comes back to /oauth/oidc', () => {
    const url = new URL(buildAuthorizeUrl('oidc', { oidc_client_id: 'cid', oidc_authorization_endpoint: 'https://id.example.com/auth?tenant=x' }, 's', origin));
    expect(url.searchParams.get('tenant')).toBe('x');
    expect(url.searchParams.get('redirect_uri')).toBe('https://gw.example.com/oauth/oidc');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe('s');
  });

  it('Linux DO: comes back to /oauth/linuxdo', () => {
    const url = new URL(buildAuthorizeUrl('linuxdo', { linuxdo_client_id: 'l' }, 's', origin));
    expect(url.host).toBe('connect.linux.do');
    expect(url.searchParams.get('redirect_uri')).toBe('https://gw.example.com/oauth/linuxdo');
  });
});
