import { sharedVitestConfig } from '@gateway/config/vitest';

export default sharedVitestConfig({ globalSetup: ['src/testing/postgres-global-setup.ts'] });
