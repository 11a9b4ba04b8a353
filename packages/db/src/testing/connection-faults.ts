import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

/**
 * Databases that fail the way a network connection does, for the tests of code that must stay exact when it
 * does (ADR 0047, 0050): proxies over a real Kysely instance, so everything not faulted really runs.
 */

/** What a driver reports when the connection drops: the client cannot tell whether COMMIT happened. */
export const connectionLost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

/** Kysely keeps private fields, so a proxy must call methods on the real instance: what a fault proxy forwards. */
export function passThrough(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

type Work = Parameters<ReturnType<Kysely<Database>['transaction']>['execute']>[0];

/** The database with its next `times` transactions refused before they run (nothing of them is written). */
export function refusingTransactions(db: Kysely<Database>, times: number, error: () => Error): Kysely<Database> {
  let refused = 0;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction' && refused < times) {
        refused++;
        return () => ({ execute: () => Promise.reject(error()) });
      }
      return passThrough(target, property);
    },
  });
}

/**
 * The database when the connection drops around its next transaction's COMMIT: `committed` says whether the
 * transaction really committed (the error comes after COMMIT) or not (before it); either way the caller gets
 * {@link connectionLost}. Then the next `unreadable` reads (selectFrom) fail the same way.
 */
export function droppingAtCommit(db: Kysely<Database>, { committed, unreadable = 0 }: { committed: boolean; unreadable?: number }): Kysely<Database> {
  let dropped = false;
  let unread = 0;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction' && !dropped) {
        dropped = true;
        return () => ({
          execute: async (work: Work) => {
            if (committed) await target.transaction().execute(work);
            else
              await target.transaction().execute(async (transaction) => {
                await work(transaction);
                throw connectionLost();
              });
            throw connectionLost();
          },
        });
      }
      if (property === 'selectFrom' && dropped && unread < unreadable) {
        unread++;
        return () => {
          throw connectionLost();
        };
      }
      return passThrough(target, property);
    },
  });
}

/**
 * The database while it is away (a restart, a failover): until `isBack()` every transaction fails with
 * {@link connectionLost} before anything is written, and so does every read.
 */
export function awayUntil(db: Kysely<Database>, isBack: () => boolean): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (!isBack() && property === 'transaction') return () => ({ execute: () => Promise.reject(connectionLost()) });
      if (!isBack() && property === 'selectFrom')
        return () => {
          throw connectionLost();
        };
      return passThrough(target, property);
    },
  });
}
