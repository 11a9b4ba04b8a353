import { z } from 'zod';
import { optionalEmailField, passwordField, usernameField, EMAIL_MAX } from './field-rules.ts';

const PASSWORDS_DIFFER = 'the two passwords differ';

/**
 * POST /api/user/login (API-USR-017). `username` may also be an email address (as new-api accepts),
 * and the password length is not re-checked so accounts created under older rules can still sign in.
 */
export const loginInput = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'cannot be empty' })
    .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` }),
  password: z.string().min(1, { error: 'cannot be empty' }).max(128, { error: 'must be at most 128 characters' }),
});
export type LoginInput = z.output<typeof loginInput>;

/** POST /api/user/register (API-USR-018). `password2`, when sent, must repeat the password. */
export const registerInput = z
  .object({
    username: usernameField,
    password: passwordField,
    password2: z.string().optional(),
    email: optionalEmailField,
    verification_code: z.string().trim().max(64, { error: 'must be at most 64 characters' }).optional(),
    aff_code: z.string().trim().max(32, { error: 'must be at most 32 characters' }).optional(),
  })
  .superRefine((input, context) => {
    if (input.password2 !== undefined && input.password2 !== input.password) {
      context.addIssue({ code: 'custom', path: ['password2'], message: PASSWORDS_DIFFER });
    }
  });
export type RegisterInput = z.output<typeof registerInput>;

const usageModeFlags = {
  SelfUseModeEnabled: z.boolean({ error: 'must be true or false' }).default(false),
  DemoSiteEnabled: z.boolean({ error: 'must be true or false' }).default(false),
};

function rejectBothModes(input: { SelfUseModeEnabled: boolean; DemoSiteEnabled: boolean }, context: z.RefinementCtx): void {
  // The setup page offers one usage mode (external, self-use or demo), never two at once.
  if (input.SelfUseModeEnabled && input.DemoSiteEnabled) {
    context.addIssue({ code: 'custom', path: ['DemoSiteEnabled'], message: 'self-use mode and demo site cannot both be enabled' });
  }
}

/** POST /api/setup when no root exists yet (API-SYS-002): the root account plus the usage mode. */
export const setupInput = z
  .object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(),
    ...usageModeFlags,
  })
  .superRefine((input, context) => {
    if (input.confirmPassword !== input.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
    rejectBothModes(input, context);
  });
export type SetupInput = z.output<typeof setupInput>;

/** POST /api/setup when a root already exists (upgrade): only the usage mode is taken. */
export const setupModeInput = z.object(usageModeFlags).superRefine(rejectBothModes);
export type SetupModeInput = z.output<typeof setupModeInput>;

const emailField = z
  .string({ error: 'is required' })
  .trim()
  .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }));

/** POST /api/user/reset (API-USR-021): the email and token of the reset link. */
export const passwordResetInput = z.object({
  email: emailField,
  token: z.string().trim().min(1, { error: 'cannot be empty' }).max(128, { error: 'must be at most 128 characters' }),
});

/** GET /api/verification and GET /api/reset_password (API-USR-019, API-USR-020): `?email=`. */
export const emailQuery = z.object({ email: emailField });
export type EmailQuery = z.output<typeof emailQuery>;

/** GET /api/oauth/email/bind (API-OA-005): `?email=&code=`. */
export const emailBindQuery = z.object({
  email: emailField,
  code: z.string({ error: 'is required' }).trim().min(1, { error: 'cannot be empty' }).max(32, { error: 'must be at most 32 characters' }),
});
export type EmailBindQuery = z.output<typeof emailBindQuery>;
export type PasswordResetInput = z.output<typeof passwordResetInput>;
