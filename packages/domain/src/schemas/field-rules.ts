import { z } from 'zod';

/** Field rules shared by several inputs (reference §2.3: username ≤ 12, password 8–20, display name ≤ 20, email ≤ 50). */
export const USERNAME_MAX = 12;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const DISPLAY_NAME_MAX = 20;
export const EMAIL_MAX = 50;

export const usernameField = z
  .string()
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(USERNAME_MAX, { error: `must be at most ${USERNAME_MAX} characters` });

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` });

export const displayNameField = z.string().trim().max(DISPLAY_NAME_MAX, { error: `must be at most ${DISPLAY_NAME_MAX} characters` });

/** Optional email: '' (an untouched form field) means absent. */
export const optionalEmailField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
  z.email({ error: 'must be a valid email address' }).max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` }).optional(),
);

/** Database ids are positive integers. */
export const idField = z.number({ error: 'must be a number' }).int({ error: 'must be an integer' }).positive({ error: 'must be greater than 0' });

/** Quota is an integer everywhere (DESIGN §5). */
export const quotaField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be at least 0' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });
