import { findUserById, type Executor, type UserRow } from '@gateway/db';
import type { Clock } from '../platform/platform.ts';

/**
 * Users as relay authentication needs them (status, role, group, setting), kept for a few seconds so
 * a burst of requests costs one query. Balances are never read from here: admission reserves in SQL.
 * Every write of a user row forgets that user (`forget`, called by the write itself once it is committed),
 * so a ban, a role or a group change applies to the next request; another instance learns of it through
 * the change feed, or after at most TTL_MS without one. Signing in or registering writes no cached row,
 * so it forgets nobody.
 */
export interface UserCache {
  get(id: number): Promise<UserRow | undefined>;
  /** Drops one user's entry; call after the write that changed the row has committed. */
  forget(id: number): void;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createUserCache(db: Executor, clock: Clock): UserCache {
  const entries = new Map<number, { user: UserRow; expiresAt: number }>();
  // Bumped by forget(): a lookup that started before a write must not store the pre-write row.
  let generation = 0;
  return {
    async get(id) {
      const now = clock.now();
      const entry = entries.get(id);
      if (entry !== undefined && entry.expiresAt > now) return entry.user;
      const started = generation;
      const user = await findUserById(db, id);
      if (user === undefined || started !== generation) return user;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(id, { user, expiresAt: now + TTL_MS });
      return user;
    },
    forget(id) {
      generation += 1;
      entries.delete(id);
    },
  };
}
