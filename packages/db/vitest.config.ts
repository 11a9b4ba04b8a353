import { sharedVitestConfig } from '@gateway/config/vitest';

// The db suite runs on SQLite, PostgreSQL and MariaDB (issue 17): the throwaway MariaDB server joins the
// global setup. The much larger gateway suite keeps MariaDB opt-in (GATEWAY_TEST_MARIADB=1) for CI time:
// ADR 0043.
process.env.GATEWAY_TEST_MARIADB ??= '1';

export default sharedVitestConfig({ globalSetup: ['src/testing/postgres-global-setup.ts'] });
