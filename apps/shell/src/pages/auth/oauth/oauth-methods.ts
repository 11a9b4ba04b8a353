import type { StatusPayload } from '@gateway/domain';

export type OAuthMethod = 'github' | 'oidc' | 'linuxdo' | 'wechat' | 'telegram';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** SH-036: the sign-in methods the status turns on (each with the client id it needs). */
export function enabledOAuthMethods(status: Partial<StatusPayload>): OAuthMethod[] {
  const methods: OAuthMethod[] = [];
  if (status.github_oauth === true && text(status.github_client_id) !== '') methods.push('github');
  if (status.oidc_enabled === true && text(status.oidc_client_id) !== '' && text(status.oidc_authorization_endpoint) !== '') methods.push('oidc');
  if (status.linuxdo_oauth === true && text(status.linuxdo_client_id) !== '') methods.push('linuxdo');
  if (status.wechat_login === true) methods.push('wechat');
  if (status.telegram_oauth === true && text(status.telegram_bot_name) !== '') methods.push('telegram');
  return methods;
}

/**
 * The provider's authorize URL for a redirect-based login (SH-037/038): the `state` comes from
 * GET /api/oauth/state and the provider sends the browser back to /oauth/<provider>.
 */
export function buildAuthorizeUrl(method: 'github' | 'oidc' | 'linuxdo', status: Partial<StatusPayload>, state: string, origin: string): string {
  const redirect = `${origin}/oauth/${method}`;
  switch (method) {
    case 'github': {
      const url = new URL('https://github.com/login/oauth/authorize');
      url.search = new URLSearchParams({ client_id: text(status.github_client_id), state, scope: 'user:email' }).toString();
      return url.href;
    }
    case 'oidc': {
      const url = new URL(text(status.oidc_authorization_endpoint));
      url.searchParams.set('client_id', text(status.oidc_client_id));
      url.searchParams.set('redirect_uri', redirect);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'openid profile email');
      url.searchParams.set('state', state);
      return url.href;
    }
    case 'linuxdo': {
      const url = new URL('https://connect.linux.do/oauth2/authorize');
      url.search = new URLSearchParams({ response_type: 'code', client_id: text(status.linuxdo_client_id), redirect_uri: redirect, state }).toString();
      return url.href;
    }
  }
}
