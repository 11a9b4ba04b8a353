import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Clock } from '../../platform/platform.ts';
import { newSessionId, SESSION_LIFETIME_SECONDS, type SessionClaims, type SessionSigner } from './session-token.ts';

export { createSessionSigner, SESSION_LIFETIME_SECONDS } from './session-token.ts';
export type { SessionClaims, SessionSigner } from './session-token.ts';

/** Cookie name kept from new-api so existing console code and docs still apply. */
export const SESSION_COOKIE = 'session';

export type SessionVariables = { session: SessionClaims | null };

/**
 * Reads the signed `session` cookie and exposes its claims as `session` (null when absent, forged or
 * expired). It never loads the user: `requireRole` does that on every request, so bans, demotions and
 * revocations (the epoch and session id against the row, ADR 0017) apply at once.
 */
export function session(signer: SessionSigner, clock: Clock): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (context, next) => {
    const token = getCookie(context, SESSION_COOKIE);
    context.set('session', token ? await signer.verify(token, Math.floor(clock.now() / 1000)) : null);
    await next();
  };
}

export interface SessionCookieOptions {
  secure: boolean;
  nowSeconds: number;
}

/** What a new session is issued for: the user and the epoch its row holds now. */
export interface SessionOwner {
  id: number;
  session_epoch: number;
}

/** Signs a fresh session (a new random id, the user's current epoch) and sets the cookie (HttpOnly, SameSite=Strict, 30 days). */
export async function startSession(context: Context, signer: SessionSigner, owner: SessionOwner, options: SessionCookieOptions): Promise<void> {
  const token = await signer.sign({ userId: owner.id, issuedAt: options.nowSeconds, epoch: owner.session_epoch, sessionId: newSessionId() });
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
