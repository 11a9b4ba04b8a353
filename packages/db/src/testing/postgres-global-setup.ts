import type { TestProject } from 'vitest/node';
import { POSTGRES_SKIP_MESSAGE, startPostgresCluster } from './postgres-cluster.ts';
import './provided-context.ts';

/**
 * vitest globalSetup: one PostgreSQL server for the whole run. Tests read its URL with
 * `inject('postgresUrl')` ('' when PostgreSQL is unavailable) — through createTestDatabase or
 * describeEachDialect, which create a database per suite on it.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const cluster = await startPostgresCluster();
  if (cluster === null) {
    console.warn(POSTGRES_SKIP_MESSAGE);
    project.provide('postgresUrl', '');
    return undefined;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
