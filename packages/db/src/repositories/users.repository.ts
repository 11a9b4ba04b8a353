import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import type { NewUser, UserRow, UserUpdate } from '../rows.ts';
import { affectedRows, assertInteger, assertPageRequest, containsIgnoringCase, unixSeconds } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';
import { insertReturningId } from './dialect-paths.ts';

/** Lookups skip soft-deleted users unless `includeDeleted` is set. */
export interface DeletedScope {
  includeDeleted?: boolean;
}

export async function findUserById(executor: Executor, id: number, { includeDeleted = false }: DeletedScope = {}): Promise<UserRow | undefined> {
  let query = executor.selectFrom('users').selectAll().where('id', '=', id);
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

export async function findUserByUsername(executor: Executor, username: string, { includeDeleted = false }: DeletedScope = {}): Promise<UserRow | undefined> {
  let query = executor.selectFrom('users').selectAll().where('username', '=', username);
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

/**
 * The password-login lookup: `username = ? OR email = ?` among live users. Blank input finds nothing
 * (users without an email have email ''). When one user's username equals another's email, the
 * username match wins, so a login name is never shadowed by someone else's address.
 */
export async function findUserByLogin(executor: Executor, usernameOrEmail: string): Promise<UserRow | undefined> {
  if (usernameOrEmail.trim() === '') return undefined;
  return executor
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', usernameOrEmail), eb('email', '=', usernameOrEmail)]))
    .where('deleted_at', 'is', null)
    .orderBy(sql`case when ${sql.ref('username')} = ${usernameOrEmail} then 0 else 1 end`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The live user whose system access token has this hash (see hashAccessToken); blank finds nothing. */
export async function findUserByAccessToken(executor: Executor, accessToken: string): Promise<UserRow | undefined> {
  if (accessToken === '') return undefined;
  return executor.selectFrom('users').selectAll().where('access_token', '=', accessToken).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Live users with this (normalized) email, oldest first; blank finds nothing. */
export async function findUsersByEmail(executor: Executor, email: string): Promise<UserRow[]> {
  if (email.trim() === '') return [];
  return executor.selectFrom('users').selectAll().where('email', '=', email).where('deleted_at', 'is', null).orderBy('id').execute();
}

/** The first super admin (the one first-run setup made): who is told about automatic channel changes. */
export async function findRootUser(executor: Executor): Promise<UserRow | undefined> {
  return executor.selectFrom('users').selectAll().where('role', '>=', 100).where('deleted_at', 'is', null).orderBy('id').limit(1).executeTakeFirst();
}

/** Stores the hash of a live user's new system access token (replacing the old one); false when no such user. */
export async function setAccessTokenHash(executor: Executor, id: number, tokenHash: string): Promise<boolean> {
  const result = await executor.updateTable('users').set({ access_token: tokenHash }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Gives a live user an invitation code if it has none yet; false when it already had one (or no such user). */
export async function assignAffCodeIfMissing(executor: Executor, id: number, affCode: string): Promise<boolean> {
  const result = await executor
    .updateTable('users')
    .set({ aff_code: affCode })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('aff_code', 'is', null), eb('aff_code', '=', '')]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Moves `quota` from a live user's invitation reward (aff_quota) into the balance, in one UPDATE whose
 * condition is the reward covering it: concurrent transfers can never take more than there is.
 */
export async function transferAffQuota(executor: Executor, id: number, quota: number): Promise<boolean> {
  assertInteger('quota', quota, { min: 1 });
  const result = await executor
    .updateTable('users')
    .set((eb) => ({ aff_quota: eb('aff_quota', '-', quota), quota: eb('quota', '+', quota) }))
    .where('id', '=', id)
    .where('aff_quota', '>=', quota)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** The live user owning an invitation code; blank codes find nothing. */
export async function findUserByAffCode(executor: Executor, affCode: string): Promise<UserRow | undefined> {
  if (affCode === '') return undefined;
  return executor.selectFrom('users').selectAll().where('aff_code', '=', affCode).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Inserts a user and returns its id. Unique violations (username, access_token, aff_code) propagate. */
export async function insertUser(executor: Executor, values: NewUser): Promise<number> {
  return insertReturningId(executor, executor.insertInto('users').values(values));
}

/** Applies `patch` to a live user; false when no such user. An empty patch is a programming error. */
export async function updateUser(executor: Executor, id: number, patch: UserUpdate): Promise<boolean> {
  if (Object.keys(patch).length === 0) throw new Error('updateUser: the patch is empty');
  if ('id' in patch) throw new Error('updateUser: the id cannot be changed');
  const result = await executor.updateTable('users').set(patch).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Marks a live user deleted at `deletedAt` (unix seconds, default now); false when no such live user. */
export async function softDeleteUser(executor: Executor, id: number, deletedAt: number = unixSeconds()): Promise<boolean> {
  const result = await executor.updateTable('users').set({ deleted_at: deletedAt }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** The admin user list: newest first, soft-deleted users included so the console can show them as deleted. */
export async function listUsers(executor: Executor, page: PageRequest): Promise<Page<UserRow>> {
  return searchUsers(executor, { ...page });
}

export interface UserSearch extends PageRequest {
  /** A number matches the id (or text containing it); text matches username, email or display name (case-insensitive). */
  keyword?: string;
  /** Exact group. */
  group?: string;
}

/** Admin user search; same ordering and soft-delete treatment as {@link listUsers}. */
export async function searchUsers(executor: Executor, search: UserSearch): Promise<Page<UserRow>> {
  assertPageRequest(search);
  const keyword = search.keyword?.trim() ?? '';
  const group = search.group?.trim() ?? '';
  let filtered = executor.selectFrom('users');
  if (keyword !== '') {
    const numericId = /^\d+$/.test(keyword) ? Number(keyword) : undefined;
    filtered = filtered.where((eb) => {
      const matches = [
        containsIgnoringCase(eb.ref('username'), keyword),
        containsIgnoringCase(eb.ref('email'), keyword),
        containsIgnoringCase(eb.ref('display_name'), keyword),
      ];
      if (numericId !== undefined && Number.isSafeInteger(numericId)) matches.unshift(eb('id', '=', numericId));
      return eb.or(matches);
    });
  }
  if (group !== '') filtered = filtered.where('group', '=', group);
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(search.limit).offset(search.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Live users with exactly this role (e.g. 100 to know whether a root exists). */
export async function countUsersWithRole(executor: Executor, role: number): Promise<number> {
  const row = await executor
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whether the name is taken, by a live or a soft-deleted user (deleted names are not reusable: the column is unique). */
export async function usernameExists(executor: Executor, username: string): Promise<boolean> {
  const row = await executor.selectFrom('users').select('id').where('username', '=', username).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether any user, live or soft-deleted, has this email; blank is never taken. */
export async function emailExists(executor: Executor, email: string): Promise<boolean> {
  if (email.trim() === '') return false;
  const row = await executor.selectFrom('users').select('id').where('email', '=', email).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether a user other than `userId`, live or soft-deleted, has this email (binding an address someone holds). */
export async function emailTakenByOther(executor: Executor, email: string, userId: number): Promise<boolean> {
  if (email.trim() === '') return false;
  const row = await executor.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** quota += delta (negative to deduct) on a live user; false when no such user. Never reads-then-writes. */
export async function incrementUserQuota(executor: Executor, id: number, delta: number): Promise<boolean> {
  assertInteger('delta', delta);
  const result = await executor
    .updateTable('users')
    .set((eb) => ({ quota: eb('quota', '+', delta) }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Atomically takes `amount` from a live user's quota if the balance covers it; false (and nothing
 * written) otherwise. The balance check is part of the UPDATE, so concurrent reservations cannot overdraw.
 */
export async function reserveUserQuota(executor: Executor, id: number, amount: number): Promise<boolean> {
  assertInteger('amount', amount, { min: 0 });
  const result = await executor
    .updateTable('users')
    .set((eb) => ({ quota: eb('quota', '-', amount) }))
    .where('id', '=', id)
    .where('quota', '>=', amount)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Credits an inviter: aff_count + 1, aff_quota and aff_history + quota. False when no such live user. */
export async function addInviterReward(executor: Executor, inviterId: number, quota: number): Promise<boolean> {
  assertInteger('quota', quota, { min: 0 });
  const result = await executor
    .updateTable('users')
    .set((eb) => ({
      aff_count: eb('aff_count', '+', 1),
      aff_quota: eb('aff_quota', '+', quota),
      aff_history: eb('aff_history', '+', quota),
    }))
    .where('id', '=', inviterId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

export interface EndSessionsOptions {
  /** Also clear the system access token (a credential issued before the change, like the sessions). */
  revokeAccessToken: boolean;
}

/**
 * Ends every session of a user (ADR 0017): session_epoch + 1, so cookies carrying the old epoch stop working,
 * and the per-session revocation list is emptied (everything on it is dead with the old epoch). With
 * `revokeAccessToken` the system access token is cleared too. One UPDATE, so concurrent bumps never lose one.
 * False when no such user (deleted users included: their sessions end too).
 */
export async function endUserSessions(executor: Executor, id: number, options: EndSessionsOptions): Promise<boolean> {
  const result = await executor
    .updateTable('users')
    .set((eb) => ({
      session_epoch: eb('session_epoch', '+', 1),
      revoked_sessions: '',
      ...(options.revokeAccessToken ? { access_token: null } : {}),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Compare-and-set of the per-session revocation list (logout of one session): writes `next` only while the
 * row still holds `expected` at `epoch`, so two logouts at once cannot overwrite each other's entry; the
 * loser reads again. True when written.
 */
export async function replaceRevokedSessions(executor: Executor, id: number, epoch: number, expected: string, next: string): Promise<boolean> {
  const result = await executor
    .updateTable('users')
    .set({ revoked_sessions: next })
    .where('id', '=', id)
    .where('session_epoch', '=', epoch)
    .where('revoked_sessions', '=', expected)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}
