import { findTokenByKey, type Executor, type TokenRow } from '@gateway/db';
import { parseAllowIps, type IpRule } from '@gateway/domain';
import type { Clock } from '../platform/platform.ts';

/** A token as relay authentication needs it, with its allow-list parsed once. */
export interface CachedToken {
  token: TokenRow;
  /** Empty: any IP. */
  allowRules: IpRule[];
}

/**
 * Token lookups of relay authentication, kept in memory for a few seconds so a burst of requests
 * with one key costs one query. Writes through the console API invalidate the entry at once; a
 * change made by another instance shows after at most TTL_MS. Unknown keys are not cached, so a
 * key created elsewhere works immediately.
 */
export interface TokenCache {
  get(key: string): Promise<CachedToken | undefined>;
  invalidate(key: string): void;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createTokenCache(db: Executor, clock: Clock): TokenCache {
  const entries = new Map<string, { value: CachedToken; expiresAt: number }>();

  return {
    async get(key) {
      const now = clock.now();
      const entry = entries.get(key);
      if (entry !== undefined && entry.expiresAt > now) return entry.value;
      entries.delete(key);
      const token = await findTokenByKey(db, key);
      if (token === undefined) return undefined;
      const parsed = parseAllowIps(token.allow_ips);
      // A stored list with an invalid entry (written by hand or by an older version) refuses every
      // address rather than opening the token to all: network -1 matches no address.
      const allowRules = parsed.ok ? parsed.rules : [{ version: 4 as const, network: -1n, prefix: 32 }];
      const value: CachedToken = { token, allowRules };
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: now + TTL_MS });
      return value;
    },
    invalidate(key) {
      entries.delete(key);
    },
  };
}
