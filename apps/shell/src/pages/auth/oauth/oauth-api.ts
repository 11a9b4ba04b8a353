import { apiRequest, type SessionUser } from '@gateway/sdk';

/** SH-037: GET /api/oauth/state?aff=… opens an OAuth attempt in the session and returns its state. */
export function requestOAuthState(aff: string | undefined): Promise<string> {
  return apiRequest<string>('GET', '/api/oauth/state', { query: { aff: aff || undefined } });
}

/** SH-039: GET /api/oauth/wechat?code=… with the code the WeChat account sent (valid 3 minutes). */
export function loginWithWeChatCode(code: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('GET', '/api/oauth/wechat', { query: { code } });
}

/** The fields the Telegram login widget hands back (SH-040). */
export type TelegramAuth = {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
};

/** SH-040: GET /api/oauth/telegram/login with the widget's signed fields and the UI language. */
export function loginWithTelegram(auth: TelegramAuth, lang: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('GET', '/api/oauth/telegram/login', {
    query: {
      id: auth.id,
      first_name: auth.first_name,
      last_name: auth.last_name,
      username: auth.username,
      photo_url: auth.photo_url,
      auth_date: auth.auth_date,
      hash: auth.hash,
      lang,
    },
  });
}

/** The referral code a visitor arrived with (?aff= on /register or /login), kept for OAuth sign-ups. */
export function currentAffCode(): string | undefined {
  const aff = new URLSearchParams(window.location.search).get('aff')?.trim();
  return aff === undefined || aff === '' ? undefined : aff;
}
