import { endUserSessions, findUserById, replaceRevokedSessions, type Executor, type UserRow } from '@gateway/db';
import { SESSION_LIFETIME_SECONDS, type SessionClaims } from '../middleware/session/session-token.ts';

/**
 * Session revocation (ADR 0017), platform-neutral: everything is in the user row that every authenticated
 * request already loads, so Node and Workers check it the same way and no instance can hold a stale answer.
 *
 * - `session_epoch`: a session is alive only while its cookie's epoch equals the row's. Raising it ends every
 *   session of the user (password, role or status change, "sign out everywhere").
 * - `revoked_sessions`: the sessions ended one by one by logout at the current epoch, as space-separated
 *   `<session id>:<expiry>` entries; an entry is dropped once the cookie it names has expired anyway.
 */

/** Entries kept at most; a logout that would exceed it raises the epoch instead (ends the user's other sessions). */
export const MAX_REVOKED_SESSIONS = 64;
/** Logouts racing on one user retry their compare-and-set this often before falling back to the epoch. */
const LOGOUT_ATTEMPTS = 3;

interface RevokedEntry {
  sessionId: string;
  expiresAt: number;
}

/** Whether the session the cookie names is still alive for this (live) user row. */
export function isSessionCurrent(user: Pick<UserRow, 'session_epoch' | 'revoked_sessions'>, claims: SessionClaims): boolean {
  if (Number(user.session_epoch) !== claims.epoch) return false;
  // Session ids are 16 base64url characters: no ':' or ' ' inside, so a substring test is exact.
  return !user.revoked_sessions.includes(`${claims.sessionId}:`);
}

function parseRevoked(text: string): RevokedEntry[] {
  const entries: RevokedEntry[] = [];
  for (const item of text.split(' ')) {
    const separator = item.indexOf(':');
    if (separator <= 0) continue;
    const expiresAt = Number(item.slice(separator + 1));
    if (Number.isSafeInteger(expiresAt)) entries.push({ sessionId: item.slice(0, separator), expiresAt });
  }
  return entries;
}

function formatRevoked(entries: readonly RevokedEntry[]): string {
  return entries.map((entry) => `${entry.sessionId}:${entry.expiresAt}`).join(' ');
}

/**
 * Ends the one session `claims` names (logout): adds it to the row's revocation list, pruning expired entries.
 * The list is written by compare-and-set; when it is full or the row keeps changing under us, the epoch is
 * raised instead, which ends this session too (and the user's others: safe, never silently skipped).
 */
export async function revokeSession(db: Executor, claims: SessionClaims, nowSeconds: number): Promise<void> {
  for (let attempt = 0; attempt < LOGOUT_ATTEMPTS; attempt++) {
    const user = await findUserById(db, claims.userId, { includeDeleted: true });
    if (user === undefined || !isSessionCurrent(user, claims)) return;
    const alive = parseRevoked(user.revoked_sessions).filter((entry) => entry.expiresAt >= nowSeconds);
    if (alive.length >= MAX_REVOKED_SESSIONS) break;
    const next = formatRevoked([...alive, { sessionId: claims.sessionId, expiresAt: claims.issuedAt + SESSION_LIFETIME_SECONDS }]);
    if (await replaceRevokedSessions(db, user.id, Number(user.session_epoch), user.revoked_sessions, next)) return;
  }
  await endUserSessions(db, claims.userId, { revokeAccessToken: false });
}

/**
 * Ends every session of a user and its system access token (password, role or status change, an admin's
 * "sign out everywhere"). Run it in the transaction that makes the change, so both land or neither.
 */
export async function endAllSessions(db: Executor, userId: number): Promise<void> {
  await endUserSessions(db, userId, { revokeAccessToken: true });
}
