/**
 * The route guards as one pure decision, so every routing rule is testable without a
 * browser: setup redirect, login requirement, role requirement and not-found.
 */
import { isKnownPath, isPublicPath, normalizePathname } from './route-paths.ts';

export type GuardUser = { role: number };

export type GuardInput = {
  pathname: string;
  /** status.setup: false until the first-run wizard has run. */
  setupDone: boolean;
  /** The stored user, or null when signed out. */
  user: GuardUser | null;
  /** Minimum role of the page, when known (remote route objects carry one). */
  requiredRole?: number;
};

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' } | { kind: 'not-found' };

/** Where a signed-in user lands: the API-token page, for admins (SH-034) and normal users alike. */
export const LANDING_PATH = '/token';
export const LOGIN_PATH = '/login';
export const SETUP_PATH = '/setup';

const signInForms = new Set([LOGIN_PATH, '/register']);

/** Role check shared with the sidebar: 0 means public, anything else needs a user of at least that role. */
export function meetsRole(user: GuardUser | null, requiredRole: number): boolean {
  if (requiredRole <= 0) return true;
  return user !== null && user.role >= requiredRole;
}

export function decideRoute({ pathname, setupDone, user, requiredRole }: GuardInput): GuardDecision {
  const path = normalizePathname(pathname);
  // SH-009: until setup has run, the wizard is the only page.
  if (!setupDone) return path === SETUP_PATH ? { kind: 'render' } : { kind: 'redirect', to: SETUP_PATH };
  // SH-062: running the wizard twice makes no sense.
  if (path === SETUP_PATH) return { kind: 'redirect', to: '/' };
  // SH-008: an unknown address is a not-found page for everyone, not a login prompt.
  if (!isKnownPath(path)) return { kind: 'not-found' };
  if (!isPublicPath(path) && user === null) return { kind: 'redirect', to: LOGIN_PATH };
  // A signed-in user has nothing to do on the sign-in forms: straight to the console.
  if (user !== null && signInForms.has(path)) return { kind: 'redirect', to: LANDING_PATH };
  if (requiredRole !== undefined && !meetsRole(user, requiredRole)) {
    return user === null ? { kind: 'redirect', to: LOGIN_PATH } : { kind: 'forbidden' };
  }
  return { kind: 'render' };
}
