export { createEgressGuard, MAX_REDIRECTS } from './egress-guard.ts';
export type { EgressGuardOptions, EgressRequest, GuardedFetch, ResolveHost } from './egress-guard.ts';
export { EgressRefusedError, isEgressRefused } from './egress-error.ts';
export { isAddressAllowed } from './egress-policy.ts';
export type { EgressPurpose } from './egress-policy.ts';
export { classifyAddress, parseIpAddress } from './ip-address.ts';
export type { AddressKind } from './ip-address.ts';
export { cachedResolver, RESOLVE_CACHE_SECONDS } from './cached-resolver.ts';
