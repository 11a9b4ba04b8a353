import { env } from 'cloudflare:test';

/**
 * Failure injection for the atomicity tests (ADR 0037): a trigger makes some writes of a table fail while a
 * request runs, so a flow stops with an error part-way and the test can see what, if anything, was written.
 */
export interface InjectedFailure {
  table: string;
  /** `INSERT`, `UPDATE`, `DELETE`, or `UPDATE OF <column>` (only UPDATEs that set the column fail). */
  on: string;
  /** An SQL condition (NEW / OLD rows in scope): only writes while it holds fail — a failure in the middle. */
  when?: string;
}

let injected = 0;

/** Runs `work` while the writes `failure` names raise an error; the trigger goes afterwards either way. */
export async function whileWritesFail<T>(failure: InjectedFailure, work: () => Promise<T>): Promise<T> {
  const name = `injected_failure_${++injected}`;
  const when = failure.when === undefined ? '' : ` WHEN ${failure.when}`;
  // One line: D1's exec() runs each line as its own statement.
  await env.DB.exec(`CREATE TRIGGER ${name} BEFORE ${failure.on} ON ${failure.table}${when} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
  try {
    return await work();
  } finally {
    await env.DB.exec(`DROP TRIGGER ${name}`);
  }
}

/** Makes every INSERT into `table` fail while `work` runs. */
export function whileInsertsFail<T>(table: string, work: () => Promise<T>): Promise<T> {
  return whileWritesFail({ table, on: 'INSERT' }, work);
}

/** The number a `SELECT … AS n` answers (0 when no row). */
export async function count(query: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(query)
    .bind(...values)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}
