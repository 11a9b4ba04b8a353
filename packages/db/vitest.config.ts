import { sharedVitestConfig } from '@gateway/config/vitest';

// The db suite runs on every dialect a deployment may use (SQLite, PostgreSQL and MariaDB): the throwaway
// MariaDB server joins the global setup. The much larger gateway suite runs MariaDB as its own task (test:mariadb): ADR 0043.
process.env.GATEWAY_TEST_DIALECTS ??= 'sqlite,postgres,mariadb';

// Three files at once: the suite mostly waits on its three databases (one worker, vitest's default here, idles).
// isolate: false — no module mocks: the files of a worker share its loaded modules (a third of the time was imports).
export default sharedVitestConfig({ globalSetup: ['src/testing/postgres-global-setup.ts'], maxWorkers: 3, isolate: false });
