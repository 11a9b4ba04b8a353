import { sharedVitestConfig } from '@gateway/config/vitest';

// End-to-end suites drive the real server and a real Chromium: long timeouts. Two files at a time: each
// starts its own server, browser and databases on free ports, and one file alone leaves a core idle while
// it waits on the browser and the server (the workspace is half of CI's time, see scripts/test.mjs).
// The global setup makes the server's production bundle fresh once: every suite's servers run it (ADR 0015).
// Files of a worker share loaded modules (playwright-core, the SDKs, the domain): importing them again per
// file was ~150 s of the suite on CI's busy cores. No file mocks modules, writes process.env or globals; the
// only shared module state, the mock upstream's recorded session replays, is only added to and matched exactly.
const config = sharedVitestConfig({
  include: ['e2e/**/*.test.ts', 'contract/**/*.test.ts', 'fleet/**/*.test.ts', 'fixtures/**/*.test.ts'],
  globalSetup: ['e2e/support/server-bundle-setup.ts'],
  testTimeout: 120_000,
  isolate: false,
});
// Hooks start servers, browsers and databases; expect.poll waits on state (vitest's own default gives up after 1 s).
export default {
  ...config,
  test: { ...config.test, fileParallelism: true, maxWorkers: 2, hookTimeout: 180_000, expect: { poll: { timeout: 60_000, interval: 100 } } },
};
