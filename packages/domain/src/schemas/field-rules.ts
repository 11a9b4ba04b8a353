import { z } from 'zod';

/** Field rules shared by several inputs (new-api's limits: username ≤ 12, password 8–20, display name ≤ 20, email ≤ 50). */
export const USERNAME_MAX = 12;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const DISPLAY_NAME_MAX = 20;
export const EMAIL_MAX = 50;

/**
 * Control characters (C0, DEL, C1: newlines, tabs, NUL, escape sequences) and the bidirectional overrides and
 * isolates that make a name display differently from how it is stored (U+202A–U+202E, U+2066–U+2069). A name
 * is shown in tables, logs and notification mails; none of these belong in one.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const NO_CONTROL_CHARACTERS = { error: 'must not contain control characters' } as const;

/** True when `text` holds none of the characters a name refuses. */
function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

export const usernameField = z
  .string()
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(USERNAME_MAX, { error: `must be at most ${USERNAME_MAX} characters` })
  .refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` });

export const displayNameField = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX, { error: `must be at most ${DISPLAY_NAME_MAX} characters` })
  .refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS);

/** Optional email: '' (an untouched form field) means absent. */
export const optionalEmailField = z.preprocess(
  (value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
  z
    .email({ error: 'must be a valid email address' })
    .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })
    .optional(),
);

/** The largest id of users, tokens, channels and redemptions: their PostgreSQL id columns are 32-bit `integer`. */
export const ID_MAX = 2_147_483_647;

/** Database ids are positive integers that fit the id columns (a larger one matches nothing and must not reach PostgreSQL). */
export const idField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .positive({ error: 'must be greater than 0' })
  .max(ID_MAX, { error: `must be at most ${ID_MAX}` });

/** Quota is an integer everywhere, so money never suffers floating-point rounding. */
export const quotaField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be at least 0' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });
