import { sharedVitestConfig } from '@gateway/config/vitest';

// One PostgreSQL server for the run (db's harness); integration tests use SQLite and PostgreSQL.
export default sharedVitestConfig({ globalSetup: ['../db/src/testing/postgres-global-setup.ts'] });
