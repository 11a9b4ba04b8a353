import type { TestProject } from 'vitest/node';
import { MARIADB_SKIP_MESSAGE, startMariadbServer } from './mariadb-server.ts';
import { POSTGRES_SKIP_MESSAGE, startPostgresCluster } from './postgres-cluster.ts';
import { mariadbTestsEnabled, postgresTestsEnabled } from './test-dialects.ts';
import './provided-context.ts';

/**
 * vitest globalSetup: one PostgreSQL server and one MariaDB server for the whole run, started side by
 * side. Tests read their URLs with `inject('postgresUrl')` / `inject('mariadbUrl')` ('' when unavailable)
 * — through createTestDatabase or describeEachDialect, which create a database per suite on them.
 * Only the servers of the run's dialects start (GATEWAY_TEST_DIALECTS, test-dialects.ts).
 * (The file keeps its name: the vitest configs of packages/db, the gateway and apps/server point at it.)
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster, mariadb] = await Promise.all([
    postgresTestsEnabled() ? startPostgresCluster() : Promise.resolve(null),
    mariadbTestsEnabled() ? startMariadbServer() : Promise.resolve(null),
  ]);
  if (cluster === null && postgresTestsEnabled()) console.warn(POSTGRES_SKIP_MESSAGE);
  if (mariadb === null && mariadbTestsEnabled()) console.warn(MARIADB_SKIP_MESSAGE);
  project.provide('postgresUrl', cluster?.url ?? '');
  project.provide('mariadbUrl', mariadb?.url ?? '');
  return async () => {
    await Promise.all([cluster?.stop(), mariadb?.stop()]);
  };
}
