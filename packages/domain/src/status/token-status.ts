/** `tokens.status` (new-api's values). */
export const TokenStatus = { Enabled: 1, Disabled: 2, Expired: 3, Exhausted: 4 } as const;
export type TokenStatusValue = (typeof TokenStatus)[keyof typeof TokenStatus];

export type TokenStatusLabelKey = 'tokenStatus.enabled' | 'tokenStatus.disabled' | 'tokenStatus.expired' | 'tokenStatus.exhausted' | 'tokenStatus.unknown';

/** Label for a token status; anything but 1–4 is unknown. */
export function tokenStatusLabelKey(status: number): TokenStatusLabelKey {
  switch (status) {
    case TokenStatus.Enabled:
      return 'tokenStatus.enabled';
    case TokenStatus.Disabled:
      return 'tokenStatus.disabled';
    case TokenStatus.Expired:
      return 'tokenStatus.expired';
    case TokenStatus.Exhausted:
      return 'tokenStatus.exhausted';
    default:
      return 'tokenStatus.unknown';
  }
}

/** Sentinel of `tokens.expired_time` meaning "never expires". */
export const TOKEN_NEVER_EXPIRES = -1;

/**
 * Whether a token's expiry has passed at `nowSeconds` (unix seconds). -1 never expires;
 * the instant of expiry itself counts as still valid, like new-api (`< now`).
 */
export function isTokenExpired(expiredTime: number, nowSeconds: number): boolean {
  return expiredTime !== TOKEN_NEVER_EXPIRES && expiredTime < nowSeconds;
}
