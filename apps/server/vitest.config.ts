import { sharedVitestConfig } from '@gateway/config/vitest';

// One PostgreSQL server for the run (db's harness): the in-process mail tests run on SQLite and PostgreSQL.
export default sharedVitestConfig({ globalSetup: ['../../packages/db/src/testing/postgres-global-setup.ts'] });
