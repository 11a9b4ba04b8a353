import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { answerTarget } from './test/mock-targets.ts';

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        bindings: { PROXY_KEY: 'proxy-test-key', UPSTREAM_TIMEOUT_MS: '500', MAX_BODY_BYTES: '4096' },
        outboundService: (request) => answerTarget(request as unknown as Request) as never,
      },
    }),
  ],
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
