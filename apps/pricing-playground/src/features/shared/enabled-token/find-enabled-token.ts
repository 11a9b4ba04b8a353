import { TokenStatus, type TokenRow } from '@gateway/domain';

/** PP-029: the one page of own tokens the check reads (GET /api/token/?p=0&size=100). */
export const ENABLED_TOKEN_PAGE = { p: 0, size: 100 } as const;

/** PP-031: how long the "no enabled token" message shows before the page moves to /token. */
export const NO_TOKEN_REDIRECT_MS = 1500;

/** PP-030: the first token whose status is 1 (enabled); expired, exhausted and disabled ones do not count. */
export function findEnabledToken(tokens: readonly TokenRow[]): TokenRow | undefined {
  return tokens.find((token) => token.status === TokenStatus.Enabled);
}

/** Every enabled token, in the order listed. */
export function enabledTokens(tokens: readonly TokenRow[]): TokenRow[] {
  return tokens.filter((token) => token.status === TokenStatus.Enabled);
}

/** The token used last (the latest `accessed_time`; the first listed among equals), or undefined for none. */
export function mostRecentlyUsed(tokens: readonly TokenRow[]): TokenRow | undefined {
  return tokens.reduce<TokenRow | undefined>(
    (latest, token) => (latest === undefined || token.accessed_time > latest.accessed_time ? token : latest),
    undefined,
  );
}
