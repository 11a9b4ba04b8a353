export type TestDialect = 'sqlite' | 'postgres' | 'mariadb';

/**
 * MariaDB runs join the dialect list when GATEWAY_TEST_MARIADB=1 (opt-in until every suite passes on it).
 * Read in the global setup (whether to start the server) and in the workers (which suites to declare).
 */
export function mariadbTestsEnabled(): boolean {
  return process.env.GATEWAY_TEST_MARIADB === '1';
}

/** The test dialects, in the order suites run them. */
export const TEST_DIALECTS: readonly TestDialect[] = mariadbTestsEnabled() ? ['sqlite', 'postgres', 'mariadb'] : ['sqlite', 'postgres'];

/** The runtime dialect a test dialect runs as (MariaDB through the MySQL dialect). */
export function dialectNameOf(dialect: TestDialect): 'sqlite' | 'postgres' | 'mysql' {
  return dialect === 'mariadb' ? 'mysql' : dialect;
}
