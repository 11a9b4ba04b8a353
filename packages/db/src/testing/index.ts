// Test harness for @gateway/db and its callers (the gateway's integration tests). Vitest-only.
export { startPostgresCluster, POSTGRES_SKIP_MESSAGE, CLUSTER_DATABASE } from './postgres-cluster.ts';
export type { PostgresCluster } from './postgres-cluster.ts';
export { findPostgresBinDir } from './postgres-binaries.ts';
export { createTestDatabase, mariadbTestUrl, postgresTestUrl, TEST_DIALECTS } from './test-database.ts';
export { startMariadbServer, MARIADB_SKIP_MESSAGE } from './mariadb-server.ts';
export type { MariadbServer } from './mariadb-server.ts';
export { findMariadbBinaries } from './mariadb-binaries.ts';
export { dialectNameOf, mariadbTestsEnabled, postgresTestsEnabled } from './test-dialects.ts';
export { freePort } from './free-port.ts';
export type { TestDatabaseOptions, TestDialect } from './test-database.ts';
export { describeEachDialect } from './describe-each-dialect.ts';
export { APPLICATION_TABLES, clearAllTables } from './clear-tables.ts';
export { startRedisServer, redisServerBinary, REDIS_SKIP_MESSAGE } from './redis-server.ts';
export type { RedisTestServer } from './redis-server.ts';
export { createServerDatabase } from './server-database.ts';
export { awayUntil, connectionLost, droppingAtCommit, passThrough, refusingTransactions } from './connection-faults.ts';
