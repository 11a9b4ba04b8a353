import { sharedVitestConfig } from '@gateway/config/vitest';

// One PostgreSQL server for the run (db's harness): the in-process mail tests run on SQLite and PostgreSQL.
// Hooks start real server processes (TypeScript sources loaded on start): slow on a busy CI, so a longer bound.
// isolate: false — the files share loaded modules (no module mocks, no shared module state between files).
export default sharedVitestConfig({ globalSetup: ['../../packages/db/src/testing/postgres-global-setup.ts'], hookTimeout: 240_000, isolate: false });
