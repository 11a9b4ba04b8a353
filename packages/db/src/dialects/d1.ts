import { Kysely } from 'kysely';
import { D1Dialect } from 'kysely-d1';
import type { D1DialectConfig } from 'kysely-d1';
import type { Database, DatabaseHandle } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';
import { withD1SafeIntrospector } from './d1-safe-introspector.ts';
import { registerD1BatchPath, type D1BatchBinding, type D1BatchPath } from './d1-batch.ts';
import { withSequentialTransactions } from './d1-sequential-transactions.ts';

/** The D1 binding from the Worker's env (typed by @cloudflare/workers-types where installed). */
export type D1Binding = D1DialectConfig['database'];

/**
 * Wraps a Cloudflare D1 binding. D1 has no interactive transactions: Kysely transactions run as
 * sequential, non-atomic statement runs (d1-sequential-transactions.ts); the reservation and the usage
 * batch, which must be atomic, use D1's `batch()` through d1-batch.ts (ADR 0026).
 */
export interface D1DatabaseOptions {
  /** A Queue producer: usage batches travel through it and its consumer calls `applyQueuedUsage` (d1.ts). */
  usageQueue?: D1BatchPath['usageQueue'];
}

export function createD1Database(binding: D1Binding, options: D1DatabaseOptions = {}): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: withSequentialTransactions(withD1SafeIntrospector(new D1Dialect({ database: binding }))),
    plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin()],
  });
  registerD1BatchPath(db, binding as unknown as D1BatchBinding, options.usageQueue);
  return {
    db,
    dialect: 'd1',
    // The binding belongs to the Worker runtime; there is nothing to release.
    close: () => db.destroy(),
  };
}
