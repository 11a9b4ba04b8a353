import { Kysely } from 'kysely';
import { D1Dialect } from 'kysely-d1';
import type { D1DialectConfig } from 'kysely-d1';
import type { Database, DatabaseHandle } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';
import { withD1SafeIntrospector } from './d1-safe-introspector.ts';

/** The D1 binding from the Worker's env (typed by @cloudflare/workers-types where installed). */
export type D1Binding = D1DialectConfig['database'];

/**
 * Wraps a Cloudflare D1 binding. D1 has no interactive transactions (kysely-d1 throws on
 * `db.transaction()`); multi-statement atomic writes on D1 need its `batch()` API.
 */
export function createD1Database(binding: D1Binding): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: withD1SafeIntrospector(new D1Dialect({ database: binding })),
    plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin()],
  });
  return {
    db,
    dialect: 'd1',
    // The binding belongs to the Worker runtime; there is nothing to release.
    close: () => db.destroy(),
  };
}
