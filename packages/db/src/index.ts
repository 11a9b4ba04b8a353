// The public surface of @gateway/db. Dialect factories are NOT exported here: they live on the
// sub-paths @gateway/db/sqlite, /postgres and /d1 so a Worker bundle never pulls better-sqlite3 or pg.
export type { Database, DatabaseHandle, DialectName, Executor } from './database.ts';
export type * from './rows.ts';
export type * from './tables/index.ts';
export { migrations, createMigrationProvider } from './migrations/index.ts';
export { migrateToLatest, MigrationError } from './migrations/migrate.ts';
export { BooleanToIntegerPlugin } from './dialects/boolean-to-integer-plugin.ts';
export * from './repositories/index.ts';
// Atomic multi-statement writes on every dialect, D1 included (ADR 0037).
export { AtomicCheckFailed, writeAtomically } from './repositories/atomic-writes.ts';
export type { AtomicChecks, AtomicWork } from './repositories/atomic-writes.ts';
export * from './repositories/channel-abilities-writes.ts';
export * from './repositories/account-writes.ts';
export * from './repositories/redemption-claim.ts';
export { isDatabaseUnavailableError } from './connection-errors.ts';
