import type { TestDialect } from '@gateway/db/testing';
import { insertToken, upsertOptions, type DatabaseHandle } from '@gateway/db';
import { createHarness, seedUser } from './support/harness.ts';
import { ANTHROPIC_UPSTREAM_URL, vendorRequests, vendorUpstreamFetch as vendorFetch } from '@gateway/test-upstream';
import { RELAY_PRICES, type RelayWorld } from './relay-support.ts';

type Db = DatabaseHandle['db'];

/**
 * Fake Anthropic and Gemini upstreams behind the platform's fetch (@gateway/test-upstream; gateway tests open
 * no sockets). They answer like the real APIs, record every request with its headers, and report cache and
 * thinking usage so billing of those fields can be checked. Anything else goes to the OpenAI fake.
 */
export { ANTHROPIC_TOKEN_COUNT, ANTHROPIC_UPSTREAM_URL, ANTHROPIC_USAGE, GEMINI_TOKEN_COUNT, GEMINI_UPSTREAM_URL, GEMINI_USAGE, vendorReply, vendorRequests, vendorUpstreamFetch as vendorFetch } from '@gateway/test-upstream';
export type { VendorRequest } from '@gateway/test-upstream';

/** Like relay-support's buildWorld (a user with `quota`, a token with `tokenQuota`), with the vendor fakes reachable. */
export async function buildVendorWorld(db: Db, dialect: TestDialect, quota: number, tokenQuota: number, options: Record<string, string> = {}): Promise<RelayWorld> {
  vendorRequests.length = 0;
  await upsertOptions(db, { ...RELAY_PRICES, ...options });
  const harness = createHarness(db, dialect, { fetch: vendorFetch });
  const userId = (await seedUser(db, { username: 'vendor-user', quota })).id;
  const key = `vendor${'v'.repeat(42)}`;
  const tokenId = await insertToken(db, { user_id: userId, key, name: 'vendor-token', unlimited_quota: false, remain_quota: tokenQuota });
  return { harness, upstream: { url: ANTHROPIC_UPSTREAM_URL, requests: [], stop: async () => {} }, userId, tokenId, authorization: `Bearer sk-${key}` };
}

/** The key of a world's token without the Bearer prefix (`sk-…`), for x-api-key, x-goog-api-key and ?key=. */
export function tokenKey(world: RelayWorld): string {
  return world.authorization.replace(/^Bearer /, '');
}
