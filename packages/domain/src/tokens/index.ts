export * from './token-constants.ts';
export { stripTokenKeyPrefix, maskTokenKey, maskTokenKeyForDisplay } from './token-key.ts';
export { parseIpAddress, parseIpRule, parseAllowIps, allowIpEntries, isIpAllowed } from './allow-ips.ts';
export type { IpAddress, IpRule, AllowIpsResult } from './allow-ips.ts';
export { createTokenInput, updateTokenInput, tokenStatusInput } from './token-schemas.ts';
export type { CreateTokenInput, UpdateTokenInput, TokenStatusInput } from './token-schemas.ts';
