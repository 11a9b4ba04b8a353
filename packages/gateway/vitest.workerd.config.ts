import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:workerd`: the relay suites again, inside workerd (Miniflare), as on Cloudflare Workers: the
 * same test files, the same fake upstream (the platform fetch of the harness, now running in the Worker),
 * on a D1 database instead of SQLite and PostgreSQL (test/workerd/d1-test-database.ts stands in for
 * `@gateway/db/testing`). A suite joins this list when it needs nothing a Worker lacks (no node: modules).
 * Files share one isolate's loaded modules (isolate: false, as the Node run): importing the gateway again per
 * file was most of this pass's time; later suites find the D1 database migrated, and every test clears its tables.
 */
const RELAY_SUITES = [
  'test/relay-chat.test.ts',
  'test/relay-stream.test.ts',
  'test/relay-race.test.ts',
  'test/relay-messages.test.ts',
  'test/relay-responses.test.ts',
  'test/relay-routing.test.ts',
  'test/relay-stream-faults.test.ts',
  'test/relay-body-limit.test.ts',
  'test/relay-redirects.test.ts',
  'test/relay-images.test.ts',
  'test/relay-audio.test.ts',
  'test/relay-dashboard-billing.test.ts',
  'test/model-rate-limit.test.ts',
  'test/relay-anthropic.test.ts',
  'test/relay-gemini.test.ts',
  'test/relay-gemini-cli.test.ts',
  'test/relay-gemini-errors.test.ts',
  'test/relay-count-tokens.test.ts',
];

export default defineConfig({
  plugins: [
    cloudflareTest({
      miniflare: { compatibilityDate: '2026-08-15', compatibilityFlags: ['nodejs_compat'], d1Databases: ['DB'] },
    }),
  ],
  resolve: { alias: [{ find: /^@gateway\/db\/testing$/, replacement: fileURLToPath(new URL('./test/workerd/d1-test-database.ts', import.meta.url)) }] },
  test: { include: RELAY_SUITES, isolate: false, testTimeout: 120_000, hookTimeout: 120_000 },
});
