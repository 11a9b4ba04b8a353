import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createPostgresDatabase } from '../dialects/postgres.ts';

/**
 * Which engine a new-api database lives on, as new-api reads SQL_DSN: postgres:// or postgresql:// is
 * PostgreSQL, empty or `local…` is SQLite, anything else MySQL.
 */
export type SourceKind = 'sqlite' | 'postgres' | 'mysql';

/** An open new-api database, read through an untyped Kysely (its schema is new-api's, not ours). */
export interface NewApiSource {
  kind: SourceKind;
  db: Kysely<any>;
  /** The address without its password, for reports and logs. */
  label: string;
  close(): Promise<void>;
}

/** Opens a MySQL source; given by the caller so this module never loads a MySQL driver itself. */
export type MysqlSourceOpener = (url: string) => Promise<Kysely<any>>;

export function sourceKind(from: string): SourceKind {
  if (/^postgres(ql)?:\/\//i.test(from)) return 'postgres';
  if (/^(mysql|mariadb):\/\//i.test(from)) return 'mysql';
  return 'sqlite';
}

/** The address with any password replaced by ***, so a report can show it. */
export function redactAddress(from: string): string {
  if (sourceKind(from) === 'sqlite') return from;
  try {
    const url = new URL(from);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable address)';
  }
}

/**
 * The SQLite file is opened read-only and must exist: an import never changes the database it reads
 * (no WAL switch, no journal), so new-api can keep its file exactly as it was.
 */
function openSqliteSource(path: string): Kysely<any> {
  const connection = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  return new Kysely<any>({ dialect: new SqliteDialect({ database: connection }) });
}

/** Opens `from` (a SQLite path, postgres:// or mysql:// URL); nothing is read until the first query. */
export async function openNewApiSource(from: string, openMysql?: MysqlSourceOpener): Promise<NewApiSource> {
  const kind = sourceKind(from);
  const label = redactAddress(from);
  if (kind === 'sqlite') {
    const db = openSqliteSource(from.replace(/^sqlite:(\/\/)?/i, ''));
    return { kind, db, label, close: () => db.destroy() };
  }
  if (kind === 'postgres') {
    const handle = createPostgresDatabase({ connectionString: from, max: 2 });
    return { kind, db: handle.db as unknown as Kysely<any>, label, close: () => handle.close() };
  }
  if (openMysql === undefined) throw new Error('MySQL sources need the MySQL driver; run the import through `npm run import:new-api`');
  const db = await openMysql(from);
  return { kind, db, label, close: () => db.destroy() };
}
