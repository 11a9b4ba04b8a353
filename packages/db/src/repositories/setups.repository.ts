import type { Executor } from '../database.ts';
import type { SetupRow } from '../rows.ts';
import { insertReturningId } from './dialect-paths.ts';

/** The setup record, or undefined while first-run setup has not happened. */
export async function findSetup(executor: Executor): Promise<SetupRow | undefined> {
  return executor.selectFrom('setups').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** Records that setup is done; returns the row id. */
export async function insertSetup(executor: Executor, values: { version: string; initialized_at: number }): Promise<number> {
  if (values.version.trim() === '') throw new TypeError('insertSetup: version must not be blank');
  return insertReturningId(executor, executor.insertInto('setups').values({ version: values.version, initialized_at: values.initialized_at }));
}
