/** Token limits and form defaults, the same as new-api's POST /api/token/ enforces. */

/** Shown before the stored key; the column holds the key without it. */
export const TOKEN_KEY_PREFIX = 'sk-';
/** Generated key length, as new-api makes them: 48 chars of [0-9A-Za-z]. */
export const TOKEN_KEY_LENGTH = 48;
export const TOKEN_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const TOKEN_NAME_MAX = 30;
/** Most tokens one create call makes. */
export const TOKEN_COUNT_MAX = 100;
/** Length of the random suffix bulk-created tokens get after the first ('name-Ab3dE9'). */
export const TOKEN_BULK_SUFFIX_LENGTH = 6;
/** model_limits is varchar(1024) in new-api's schema. */
export const TOKEN_MODEL_LIMITS_MAX = 1024;
export const TOKEN_ALLOW_IPS_MAX = 4096;

export const TOKEN_DEFAULT_REMAIN_QUOTA = 500_000;
/** Quick quota choices with their dollar labels at the default 500 000 quota per dollar. */
export const TOKEN_QUOTA_CHOICES = [
  { quota: 500_000, label: '1$' },
  { quota: 5_000_000, label: '10$' },
  { quota: 25_000_000, label: '50$' },
  { quota: 50_000_000, label: '100$' },
  { quota: 250_000_000, label: '500$' },
  { quota: 500_000_000, label: '1000$' },
] as const;
export const TOKEN_BULK_COUNTS = [10, 20, 30, 100] as const;

/** Expiry shortcuts of the token form: seconds from now, null for never (-1). */
export const TOKEN_EXPIRY_SHORTCUTS = [
  { key: 'never', seconds: null },
  { key: 'hour', seconds: 60 * 60 },
  { key: 'day', seconds: 24 * 60 * 60 },
  { key: 'month', seconds: 30 * 24 * 60 * 60 },
] as const;
export type TokenExpiryShortcut = (typeof TOKEN_EXPIRY_SHORTCUTS)[number]['key'];

/** expired_time for a shortcut at `nowSeconds` (unix seconds). */
export function expiryFromShortcut(shortcut: TokenExpiryShortcut, nowSeconds: number): number {
  const match = TOKEN_EXPIRY_SHORTCUTS.find((entry) => entry.key === shortcut);
  if (match === undefined || match.seconds === null) return -1;
  return nowSeconds + match.seconds;
}
