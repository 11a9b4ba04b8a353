export type TestDialect = 'sqlite' | 'postgres' | 'mariadb';

const KNOWN: readonly TestDialect[] = ['sqlite', 'postgres', 'mariadb'];

/**
 * The dialects the suites of this run declare, in the order they run: GATEWAY_TEST_DIALECTS (a comma
 * list) when set, else SQLite and PostgreSQL. The db suite sets all three in its config; the gateway
 * suite runs SQLite + PostgreSQL as `test` and MariaDB as its own task, `test:mariadb`, so in CI the
 * MariaDB pass overlaps other work instead of lengthening one task (ADR 0043). Read in the global setup
 * (which servers to start) and in the workers (which suites to declare). An unknown name fails the run.
 */
function dialectsFromEnvironment(value: string | undefined): readonly TestDialect[] {
  if (value === undefined || value.trim() === '') return ['sqlite', 'postgres'];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(KNOWN as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`GATEWAY_TEST_DIALECTS: unknown dialect ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);
  return KNOWN.filter((dialect) => names.includes(dialect));
}

export const TEST_DIALECTS: readonly TestDialect[] = dialectsFromEnvironment(process.env.GATEWAY_TEST_DIALECTS);

export function mariadbTestsEnabled(): boolean {
  return TEST_DIALECTS.includes('mariadb');
}

export function postgresTestsEnabled(): boolean {
  return TEST_DIALECTS.includes('postgres');
}

/** The runtime dialect a test dialect runs as (MariaDB through the MySQL dialect). */
export function dialectNameOf(dialect: TestDialect): 'sqlite' | 'postgres' | 'mysql' {
  return dialect === 'mariadb' ? 'mysql' : dialect;
}
