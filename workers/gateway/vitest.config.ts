import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { answerUpstream } from './test/mock-upstream.ts';

// The gateway worker inside workerd (Miniflare) with local D1 and Durable Objects from wrangler.jsonc.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        bindings: { SESSION_SECRET: 'workerd-test-session-secret', BCRYPT_COST: '4', MIGRATE_ON_FIRST_REQUEST: 'true', MIGRATE_KEY: 'workerd-test-migrate-key' },
        outboundService: (request) => answerUpstream(request as unknown as Request) as never,
      },
    }),
  ],
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
