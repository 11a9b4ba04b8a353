export { readOidcDiscoveryDocument } from './oidc-discovery-document.ts';
export type { DiscoveryOutcome } from './oidc-discovery-document.ts';
export { readLatestRelease, compareVersions } from './release-version.ts';
export type { LatestRelease } from './release-version.ts';
