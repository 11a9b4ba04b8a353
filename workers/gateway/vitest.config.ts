import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { upstreamOutbound } from '@gateway/test-upstream';

// The gateway worker inside workerd (Miniflare) with local D1 and Durable Objects from wrangler.jsonc.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        bindings: {
          SESSION_SECRET: 'workerd-test-session-secret',
          BCRYPT_COST: '4',
          MIGRATE_ON_FIRST_REQUEST: 'true',
          MIGRATE_KEY: 'workerd-test-migrate-key',
        },
        // The fake upstream of every gateway test (@gateway/test-upstream): no fetch of the worker reaches a network.
        outboundService: (request) => upstreamOutbound(request as unknown as Request) as never,
      },
    }),
  ],
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
