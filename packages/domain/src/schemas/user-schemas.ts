import { z } from 'zod';
import { isKnownRole } from '../roles/role.ts';
import { displayNameField, EMAIL_MAX, idField, passwordField, quotaField, usernameField } from './field-rules.ts';

const roleField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .refine((role) => isKnownRole(role) && role > 0, { error: 'must be 1, 10 or 100' });

/** '' from an untouched password box means "keep the current password". */
const optionalPasswordField = z.preprocess(
  (value: string | null | undefined) => (value === '' || value === null ? undefined : value),
  passwordField.optional(),
);

/** POST /api/user/ (API-USR-003, USR-014). */
export const createUserInput = z.object({
  username: usernameField,
  display_name: displayNameField.optional(),
  password: passwordField,
  role: roleField.optional(),
});
export type CreateUserInput = z.output<typeof createUserInput>;

/** PUT /api/user/ admin edit (API-USR-006, USR-017/018). */
export const updateUserInput = z.object({
  id: idField,
  username: usernameField,
  display_name: displayNameField,
  password: optionalPasswordField,
  group: z.string().trim().min(1, { error: 'cannot be empty' }).max(64, { error: 'must be at most 64 characters' }),
  quota: quotaField,
  role: roleField.optional(),
});
export type UpdateUserInput = z.output<typeof updateUserInput>;

/**
 * PUT /api/user/self (API-USR-007): any subset; an empty password keeps the current one. A new password
 * needs `original_password`, the current one (new-api's field name); the route checks it.
 */
export const updateSelfInput = z.object({
  username: usernameField.optional(),
  display_name: displayNameField.optional(),
  password: optionalPasswordField,
  original_password: z.string().max(128, { error: 'must be at most 128 characters' }).optional(),
});
export type UpdateSelfInput = z.output<typeof updateSelfInput>;

/** new-api's five actions, plus `logout`: sign the user out everywhere (sessions and access token, ADR 0017). */
export const manageUserActions = ['disable', 'enable', 'delete', 'promote', 'demote', 'logout'] as const;
export type ManageUserAction = (typeof manageUserActions)[number];

/** POST /api/user/manage (API-USR-008). */
export const manageUserInput = z.object({
  id: idField,
  action: z.enum(manageUserActions, { error: `must be one of ${manageUserActions.join(', ')}` }),
});
export type ManageUserInput = z.output<typeof manageUserInput>;

export const notifyTypes = ['email', 'webhook'] as const;

/** Header values may not carry control characters: the secret travels as `Authorization: Bearer <secret>`. */
const HEADER_SAFE = /^[\x20-\x7e]*$/;

/**
 * PUT /api/user/setting body and the JSON kept in `users.setting` (API-USR-016, API-USR-024). Webhook
 * delivery needs an https URL (SH-090); the secret is sent as a Bearer header (SH-091) and
 * signs the body. The threshold is quota (an integer, 0 or more; 0 warns only when the balance is gone).
 */
export const userSettingSchema = z
  .object({
    notify_type: z.enum(notifyTypes, { error: 'must be email or webhook' }).default('email'),
    quota_warning_threshold: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(0, { error: 'must be at least 0' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
      .default(100000),
    webhook_url: z.string().trim().max(1024, { error: 'must be at most 1024 characters' }).default(''),
    webhook_secret: z
      .string()
      .max(256, { error: 'must be at most 256 characters' })
      .regex(HEADER_SAFE, { error: 'must be printable ASCII without line breaks' })
      .default(''),
    notification_email: z.preprocess(
      (value: string | undefined) => (typeof value === 'string' ? value.trim() : value),
      z
        .union([z.literal(''), z.email({ error: 'must be a valid email address' }).max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })])
        .default(''),
    ),
    accept_unset_model_ratio_model: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .superRefine((setting, context) => {
    if (setting.notify_type !== 'webhook') return;
    if (setting.webhook_url === '') {
      context.addIssue({ code: 'custom', path: ['webhook_url'], message: 'cannot be empty when notifications go to a webhook' });
      return;
    }
    let valid = false;
    try {
      const url = new URL(setting.webhook_url);
      valid = url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      valid = false;
    }
    if (!valid) context.addIssue({ code: 'custom', path: ['webhook_url'], message: 'must be an https:// URL without credentials' });
  });
export type UserSetting = z.output<typeof userSettingSchema>;

/** POST /api/user/aff_transfer (API-USR-015): invitation reward quota to move into the balance. */
export const affTransferInput = z.object({
  quota: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .positive({ error: 'must be greater than 0' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
});
export type AffTransferInput = z.output<typeof affTransferInput>;

/** A soft-delete marker as the database returns it (timestamp text, unix seconds or null). */
const deletedAtField = z.union([z.string(), z.number()]).nullable().optional();

/**
 * A user as the API returns it (GET /api/user/self, /api/user/:id, list rows; API-USR-023):
 * every column except the password hash and the access token.
 */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: z.number().int(),
  status: z.number().int(),
  email: z.string(),
  group: z.string(),
  quota: z.number().int(),
  used_quota: z.number().int(),
  request_count: z.number().int(),
  aff_code: z.string(),
  aff_count: z.number().int(),
  aff_quota: z.number().int(),
  aff_history_quota: z.number().int(),
  inviter_id: z.number().int(),
  github_id: z.string(),
  oidc_id: z.string(),
  wechat_id: z.string(),
  telegram_id: z.string(),
  linux_do_id: z.string(),
  /** JSON text of UserSetting; '' when never saved. */
  setting: z.string(),
  /** Unix seconds of the soft delete, null while live; what the console reads. */
  deleted_at: deletedAtField,
  /** The same as new-api names and writes it (RFC 3339 text or null), for tools written against new-api. */
  DeletedAt: z.string().nullable().optional(),
});
export type PublicUser = z.output<typeof publicUser>;

/** GET /api/user/self answers the same shape as an admin read. */
export const userSelfSchema = publicUser;
export type UserSelf = PublicUser;

/** `data` of a successful login, as new-api answers it: what the console stores as the local user (COM-036). */
export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: z.number().int(),
  status: z.number().int(),
  group: z.string(),
});
export type SessionUser = z.output<typeof sessionUser>;

/** `data` of POST /api/user/manage (USR-011). */
export const manageUserResult = z.object({ role: z.number().int(), status: z.number().int() });
export type ManageUserResult = z.output<typeof manageUserResult>;
