/** Redemption-code limits and form defaults, the same as new-api's redemption routes enforce. */
export const REDEMPTION_NAME_MAX = 20;
export const REDEMPTION_COUNT_MAX = 100;
export const REDEMPTION_DEFAULT_QUOTA = 100_000;
export const REDEMPTION_DEFAULT_COUNT = 1;
/** Keys are 32 lowercase hex characters (a UUID without dashes in new-api). */
export const REDEMPTION_KEY_LENGTH = 32;
export const REDEMPTION_KEY_FORMAT = /^[0-9a-f]{32}$/;
