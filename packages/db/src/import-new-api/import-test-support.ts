import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createPostgresDatabase } from '../dialects/postgres.ts';
import { writeNewApiSample, writeNewApiSqliteFile, type SampleOptions } from '../testing/new-api/index.ts';

/** A new-api database somewhere, addressed the way `--from` takes it. */
export interface SampleSource {
  from: string;
  drop(): Promise<void>;
}

/** A new-api SQLite file made by new-api's schema (written, then closed: the import opens it read-only). */
export async function sqliteSample(options: SampleOptions = {}): Promise<SampleSource> {
  const directory = await mkdtemp(join(tmpdir(), 'new-api-sqlite-'));
  const path = join(directory, 'one-api.db');
  await writeNewApiSqliteFile(path, options);
  return { from: path, drop: () => rm(directory, { recursive: true, force: true }) };
}

async function admin(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new-api PostgreSQL database on the test cluster (an empty database, new-api's DDL, sample rows). */
export async function postgresSample(clusterUrl: string, options: SampleOptions = {}): Promise<SampleSource> {
  const name = `newapi_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin(clusterUrl, `CREATE DATABASE ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const handle = createPostgresDatabase({ connectionString: url.toString(), max: 1 });
  await writeNewApiSample(handle.db as unknown as Kysely<any>, 'postgres', options);
  await handle.close();
  return { from: url.toString(), drop: () => admin(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Every row of a table in a stable order, as plain JSON, to compare two databases. */
export async function tableSnapshot(db: Kysely<any>, table: string): Promise<unknown[]> {
  const order = table === 'abilities' ? ['group', 'model', 'channel_id'] : table === 'options' ? ['key'] : ['id'];
  let query = db.selectFrom(table).selectAll();
  for (const column of order) query = query.orderBy(column);
  return JSON.parse(JSON.stringify(await query.execute()));
}
