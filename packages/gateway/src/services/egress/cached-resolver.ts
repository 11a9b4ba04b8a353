import type { ResolveHost } from './egress-guard.ts';

/** How long a resolved address list is reused. Short, so a changed DNS record is picked up soon. */
export const RESOLVE_CACHE_SECONDS = 30;
const MAX_HOSTS = 1_000;

/**
 * Wraps the platform's resolver so the relay does not pay a DNS lookup on every upstream call
 * (the egress guard checks the addresses of every request). Concurrent lookups of one host share
 * one promise; failures are not cached, so a transient DNS error is retried on the next request.
 * Caching does not widen the guard's gap: the addresses were already checked and then resolved
 * again by fetch; the proxy worker remains the defence for user-influenced URLs.
 */
export function cachedResolver(resolve: ResolveHost, nowMs: () => number, ttlSeconds = RESOLVE_CACHE_SECONDS): ResolveHost {
  const entries = new Map<string, { expiresAt: number; addresses: Promise<string[]> }>();
  return (host) => {
    const key = host.toLowerCase();
    const now = nowMs();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.addresses;
    const addresses = resolve(host);
    entries.delete(key);
    if (entries.size >= MAX_HOSTS) entries.delete(entries.keys().next().value!);
    entries.set(key, { expiresAt: now + ttlSeconds * 1000, addresses });
    addresses.catch(() => {
      if (entries.get(key)?.addresses === addresses) entries.delete(key);
    });
    return addresses;
  };
}
