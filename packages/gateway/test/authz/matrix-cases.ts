import type { Access, RouteExpectation } from './route-table.ts';

export type Caller = 'anonymous' | 'user' | 'admin' | 'root';
/**
 * How the caller authenticates: nothing, its console session (cookie + New-Api-User), its session
 * cookie with another user's id in New-Api-User, or its API key.
 */
export type Credential = 'none' | 'session' | 'foreign-header' | 'api-key';
/**
 * Whose object the case acts on: `own` the caller's, `other` another user's; for user rows the
 * target user is `own` (the caller), `lower` (a common user), `peer` (same role) or `higher`; for
 * grant rows the role given is common (`lower`), the caller's own (`peer`) or above it (`higher`).
 */
export type Variant = 'none' | 'own' | 'other' | 'lower' | 'peer' | 'higher';

export interface MatrixCase {
  caller: Caller;
  credential: Credential;
  variant: Variant;
}

export type Outcome = { allowed: true; statuses: readonly number[] } | { allowed: false; statuses: readonly number[]; why: string };

export const CALLERS: readonly Caller[] = ['anonymous', 'user', 'admin', 'root'];

/** Role values (COM-028), written out here so the test states the rule instead of importing it. */
export const ROLE_OF: Readonly<Record<Exclude<Caller, 'anonymous'>, number>> = { user: 1, admin: 10, root: 100 };
const ACCESS_ROLE: Readonly<Record<'user' | 'admin' | 'root', number>> = { user: 1, admin: 10, root: 100 };

function variantsFor(row: RouteExpectation, caller: Caller): Variant[] {
  if (row.object === undefined) return ['none'];
  if (row.object.rule === 'rank') {
    if (caller === 'anonymous') return ['lower'];
    // One root exists by design: root has no peer and nobody above it.
    return caller === 'root' ? ['lower', 'own'] : ['lower', 'peer', 'higher', 'own'];
  }
  if (row.object.rule === 'grant') {
    if (caller === 'anonymous') return ['lower'];
    return caller === 'root' ? ['lower', 'peer'] : ['lower', 'peer', 'higher'];
  }
  return caller === 'anonymous' ? ['other'] : ['other', 'own'];
}

/**
 * Every case of a row, in the order they run: anonymous first, then user, admin and root, each with
 * the wrong credential before the right one, the caller's own object last (a root editing itself
 * must not disturb the cases before it).
 */
export function casesOf(row: RouteExpectation): MatrixCase[] {
  const cases: MatrixCase[] = [];
  for (const caller of CALLERS) {
    const variants = variantsFor(row, caller);
    if (caller === 'anonymous') {
      for (const variant of variants) cases.push({ caller, credential: 'none', variant });
      continue;
    }
    if (row.access !== 'public') {
      // Credentials the route does not take; one object variant is enough to show they are refused.
      cases.push({ caller, credential: row.access === 'token' ? 'session' : 'api-key', variant: variants[0]! });
      if (row.access !== 'token') cases.push({ caller, credential: 'foreign-header', variant: variants[0]! });
    }
    for (const variant of variants) cases.push({ caller, credential: row.access === 'token' ? 'api-key' : 'session', variant });
  }
  return cases;
}

/** The role of the target user of a rank case, or the role a grant case gives. */
export function targetRole(caller: Exclude<Caller, 'anonymous'>, variant: Variant): number {
  if (variant === 'lower') return ROLE_OF.user;
  if (variant === 'peer' || variant === 'own') return ROLE_OF[caller];
  return caller === 'user' ? ROLE_OF.admin : ROLE_OF.root;
}

function credentialFits(access: Access, credential: Credential): boolean {
  return access === 'token' ? credential === 'api-key' : credential === 'session';
}

/** What the case must answer: the rule of the row applied to the caller, its credential and the object. */
export function expectedOutcome(row: RouteExpectation, matrixCase: MatrixCase): Outcome {
  const allowed: Outcome = { allowed: true, statuses: row.allowed ?? [200] };
  const { caller, credential, variant } = matrixCase;
  if (row.access === 'public') return allowed;
  if (caller === 'anonymous') return { allowed: false, statuses: [401], why: 'not signed in' };
  if (!credentialFits(row.access, credential)) return { allowed: false, statuses: [401], why: `${credential} does not authenticate ${row.access} routes` };
  if (row.access !== 'token' && ROLE_OF[caller] < ACCESS_ROLE[row.access]) return { allowed: false, statuses: [403], why: `${caller} is below ${row.access}` };
  if (row.object?.rule === 'owner' && variant === 'other') return { allowed: false, statuses: [404], why: "another user's object answers like a missing one" };
  if (row.object?.rule === 'rank') {
    const callerRole = ROLE_OF[caller];
    const outranks = callerRole === ROLE_OF.root || callerRole > targetRole(caller, variant);
    if (!outranks) return { allowed: false, statuses: [403], why: `${caller} does not outrank a ${variant} user` };
  }
  if (row.object?.rule === 'grant' && ROLE_OF[caller] <= targetRole(caller, variant)) {
    return { allowed: false, statuses: [403], why: `nobody grants a role at or above their own (${caller} granting ${variant})` };
  }
  const refusal = row.refusedFor?.[caller];
  if (refusal !== undefined) return { allowed: false, statuses: [refusal.status], why: refusal.why };
  return allowed;
}
