import type { z } from 'zod';
import type { SessionUser, UserSelf, loginInput, registerInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { session } from '../session/session-store.ts';

/**
 * POST /api/user/login?turnstile=… (SH-032). Returns the user; the caller decides whether to keep
 * it (session.setUser), e.g. after checking the role the console accepts.
 */
export function login(input: z.input<typeof loginInput>, turnstile?: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('POST', '/api/user/login', { body: input, query: { turnstile: turnstile || undefined } });
}

/**
 * GET /api/user/logout, then forgets the local user whatever the server said: a user who asked to
 * sign out must not stay signed in on this device because the network failed (SH-029).
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<unknown>('GET', '/api/user/logout');
  } finally {
    session.clear();
  }
}

/** POST /api/user/register?turnstile=… (API-USR-018). */
export async function register(input: z.input<typeof registerInput>, turnstile?: string): Promise<void> {
  await apiRequest<unknown>('POST', '/api/user/register', { body: input, query: { turnstile: turnstile || undefined } });
}

/** GET /api/user/self: the full own account (quota, settings, aff code …). */
export function getSelf(signal?: AbortSignal): Promise<UserSelf> {
  return apiRequest<UserSelf>('GET', '/api/user/self', { signal });
}
