import { vendorUpstreamFetch as vendorFetch } from '@gateway/test-upstream';
import type { RelayWorld, WorldSettings } from './relay-support.ts';

/**
 * Fake Anthropic and Gemini upstreams behind the platform's fetch (@gateway/test-upstream; gateway tests open
 * no sockets). They answer like the real APIs, record every request with its headers, and report cache and
 * thinking usage so billing of those fields can be checked. Anything else goes to the OpenAI fake.
 */
export {
  ANTHROPIC_TOKEN_COUNT,
  ANTHROPIC_UPSTREAM_URL,
  ANTHROPIC_USAGE,
  GEMINI_TOKEN_COUNT,
  GEMINI_UPSTREAM_URL,
  GEMINI_USAGE,
  vendorReply,
  vendorRequests,
  vendorUpstreamFetch as vendorFetch,
} from '@gateway/test-upstream';
export type { VendorRequest } from '@gateway/test-upstream';

/**
 * Settings for relay-support's buildWorld and freshWorldEachTest with the vendor fakes reachable: the harness's
 * platform fetch is the Anthropic and Gemini fakes (anything else still goes to the OpenAI fake).
 */
export function vendorWorldSettings(settings: WorldSettings = {}): WorldSettings {
  return { ...settings, harness: { fetch: vendorFetch, ...settings.harness } };
}

/** The key of a world's token without the Bearer prefix (`sk-…`), for x-api-key, x-goog-api-key and ?key=. */
export function tokenKey(world: RelayWorld): string {
  return world.authorization.replace(/^Bearer /, '');
}
