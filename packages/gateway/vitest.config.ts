import { sharedVitestConfig } from '@gateway/config/vitest';

// One PostgreSQL server for the run (db's harness); integration tests use SQLite and PostgreSQL.
// Three files at once: the suite mostly waits on the databases and sockets (371 → 166 s here, same CPU).
// Files share loaded modules (no vi.mock here; a test that must observe module state compares before and after).
export default sharedVitestConfig({ globalSetup: ['../db/src/testing/postgres-global-setup.ts'], isolate: false, maxWorkers: 3 });
