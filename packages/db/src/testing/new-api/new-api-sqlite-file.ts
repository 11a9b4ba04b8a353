import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { writeNewApiSample, type SampleOptions } from './new-api-sample.ts';

/** Writes a new-api SQLite database file (new-api's schema and the sample rows) and closes it. */
export async function writeNewApiSqliteFile(path: string, options: SampleOptions = {}): Promise<void> {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(path) }) });
  try {
    await writeNewApiSample(db, 'sqlite', options);
  } finally {
    await db.destroy();
  }
}
