import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createMigrationProvider } from './index.ts';

/** Thrown when a migration fails; names the migration and keeps the driver error as `cause`. */
export class MigrationError extends Error {
  readonly migrationName: string | undefined;

  constructor(migrationName: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(migrationName ? `Database migration "${migrationName}" failed: ${reason}` : `Database migration failed: ${reason}`, { cause });
    this.name = 'MigrationError';
    this.migrationName = migrationName;
  }
}

/**
 * Brings the schema up to date and returns the names of the migrations it applied (empty when the
 * database was current). Safe to call on every start: Kysely's lock table serialises concurrent callers.
 * @throws MigrationError naming the failed migration.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: createMigrationProvider() });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
