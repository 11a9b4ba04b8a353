import { sharedVitestConfig } from '@gateway/config/vitest';

// End-to-end suites drive the real server and a real Chromium: long timeouts, one file at a time.
const config = sharedVitestConfig({ include: ['e2e/**/*.test.ts', 'contract/**/*.test.ts', 'fleet/**/*.test.ts', 'fixtures/**/*.test.ts'], testTimeout: 120_000 });
export default { ...config, test: { ...config.test, fileParallelism: false } };
