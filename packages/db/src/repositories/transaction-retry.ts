import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.ts';

/**
 * Errors after which the server has rolled the WHOLE transaction back and says "run it again" (ADR 0047):
 * MySQL/MariaDB ER_LOCK_DEADLOCK (1213) and ER_LOCK_WAIT_TIMEOUT (1205; InnoDB undoes only the statement,
 * but the error leaves the work and Kysely rolls the rest back before we retry), PostgreSQL
 * serialization_failure (40001) and deadlock_detected (40P01). Nothing of the attempt was committed, so
 * re-running it applies it once. Errors whose outcome is unknown (a connection lost around COMMIT) are
 * deliberately absent: a retry there could apply a money write twice.
 */
const MYSQL_RETRY_ERRNOS: ReadonlySet<number> = new Set([1213, 1205]);
const MYSQL_RETRY_CODES: ReadonlySet<string> = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const POSTGRES_RETRY_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** Whether `error` (or an error it wraps as `cause`) is a deadlock / lock timeout / serialization failure. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current = error, depth = 0; current !== null && typeof current === 'object' && depth < 5; depth++) {
    const { errno, code, cause } = current as { errno?: unknown; code?: unknown; cause?: unknown };
    if (typeof errno === 'number' && MYSQL_RETRY_ERRNOS.has(errno)) return true;
    if (typeof code === 'string' && (MYSQL_RETRY_CODES.has(code) || POSTGRES_RETRY_SQLSTATES.has(code))) return true;
    current = cause;
  }
  return false;
}

/** How a transaction is retried; the defaults are TRANSACTION_RETRY. `sleep`/`random` exist for tests. */
export interface TransactionRetryPolicy {
  /** Attempts in all (the first included). */
  attempts: number;
  /** Cap of the first backoff; it doubles per retry up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1): the jitter. */
  random?: () => number;
  /** Told before each retry (attempt = the one that failed, from 1). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

/**
 * Four attempts, backoff up to 10/20/40 ms with full jitter: deadlock victims of the usage batch, the
 * reservation and the money writes are short transactions, so the other side is usually done by then, and
 * jitter keeps two victims from colliding again in step.
 */
export const TRANSACTION_RETRY: Readonly<TransactionRetryPolicy> = { attempts: 4, baseDelayMs: 10, maxDelayMs: 200 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Full-jitter backoff before retry number `retry` (from 1): uniform in [0, min(max, base·2^(retry-1))]. */
export function retryDelayMs(policy: TransactionRetryPolicy, retry: number, random: () => number = Math.random): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * (cap + 1));
}

/**
 * Runs `work` in a new transaction, and runs the whole transaction again (bounded, jittered) when the
 * database rolled it back for a deadlock, lock wait timeout or serialization failure. `work` may run more
 * than once, so it must act only through `transaction` (its effects vanish with the rollback) and must not
 * swallow the database's errors. Any other error, or the last attempt's, is thrown as is.
 */
export async function transactionWithRetry<T>(
  db: Kysely<Database>,
  work: (transaction: Transaction<Database>) => Promise<T>,
  policy: TransactionRetryPolicy = TRANSACTION_RETRY,
): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableTransactionError(error)) throw error;
      const delayMs = retryDelayMs(policy, attempt, policy.random);
      policy.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}
