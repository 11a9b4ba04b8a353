import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Clock } from '../../platform/platform.ts';
import { SESSION_LIFETIME_SECONDS, type SessionSigner } from './session-token.ts';

export { createSessionSigner, SESSION_LIFETIME_SECONDS } from './session-token.ts';
export type { SessionClaims, SessionSigner } from './session-token.ts';

/** Cookie name kept from the reference so existing console code and docs still apply. */
export const SESSION_COOKIE = 'session';

export type SessionVariables = { sessionUserId: number | null };

/**
 * Reads the signed `session` cookie and exposes the user id it names as `sessionUserId`
 * (null when absent, forged or expired). It never loads the user: `requireRole` does that on
 * every request so bans and demotions apply at once.
 */
export function session(signer: SessionSigner, clock: Clock): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (context, next) => {
    const token = getCookie(context, SESSION_COOKIE);
    const claims = token ? await signer.verify(token, Math.floor(clock.now() / 1000)) : null;
    context.set('sessionUserId', claims ? claims.userId : null);
    await next();
  };
}

export interface SessionCookieOptions {
  secure: boolean;
  nowSeconds: number;
}

/** Signs a fresh session for `userId` and sets the cookie (HttpOnly, SameSite=Strict, 30 days). */
export async function startSession(
  context: Context,
  signer: SessionSigner,
  userId: number,
  options: SessionCookieOptions,
): Promise<void> {
  const token = await signer.sign({ userId, issuedAt: options.nowSeconds });
  setCookie(context, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

/** Expires the session cookie in the browser. */
export function endSession(context: Context, secure: boolean): void {
  deleteCookie(context, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure });
}
