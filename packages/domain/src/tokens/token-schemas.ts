import { z } from 'zod';
import { idField, quotaField } from '../schemas/field-rules.ts';
import { TokenStatus } from '../status/token-status.ts';
import { parseAllowIps } from './allow-ips.ts';
import { TOKEN_ALLOW_IPS_MAX, TOKEN_COUNT_MAX, TOKEN_MODEL_LIMITS_MAX, TOKEN_NAME_MAX } from './token-constants.ts';

const nameField = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(TOKEN_NAME_MAX, { error: `must be at most ${TOKEN_NAME_MAX} characters` });

/** -1 (never) or a unix timestamp; that it lies in the future is checked against the clock by the route. */
const expiredTimeField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(-1, { error: 'must be -1 (never) or a unix timestamp' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
  .refine((value) => value === -1 || value > 0, { error: 'must be -1 (never) or a unix timestamp' });

/** Comma list; blanks and repeats dropped so the stored text is canonical. */
const modelLimitsField = z
  .string({ error: 'must be a string' })
  .max(TOKEN_MODEL_LIMITS_MAX, { error: `must be at most ${TOKEN_MODEL_LIMITS_MAX} characters` })
  .transform((text) =>
    [
      ...new Set(
        text
          .split(',')
          .map((model) => model.trim())
          .filter((model) => model !== ''),
      ),
    ].join(','),
  );

/** One IPv4/IPv6 address or CIDR range per line; stored one per line, trimmed. */
const allowIpsField = z
  .string({ error: 'must be a string' })
  .max(TOKEN_ALLOW_IPS_MAX, { error: `must be at most ${TOKEN_ALLOW_IPS_MAX} characters` })
  .superRefine((text, context) => {
    const parsed = parseAllowIps(text);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: `"${parsed.invalid}" is not an IP address or CIDR range` });
  })
  .transform((text) =>
    text
      .split(/[\r\n,]+/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .join('\n'),
  );

const groupField = z.string({ error: 'must be a string' }).trim().max(64, { error: 'must be at most 64 characters' });

const tokenFields = {
  name: nameField,
  remain_quota: quotaField.default(0),
  expired_time: expiredTimeField.default(-1),
  unlimited_quota: z.boolean({ error: 'must be true or false' }).default(false),
  model_limits_enabled: z.boolean({ error: 'must be true or false' }).default(false),
  model_limits: modelLimitsField.default(''),
  allow_ips: z.preprocess((value: string | null | undefined) => (value === null ? '' : value), allowIpsField.default('')),
  group: groupField.default(''),
};

/** POST /api/token/ (API-TOK-004): `count` tokens (1–100) with these fields. */
export const createTokenInput = z.object({
  ...tokenFields,
  count: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(1, { error: 'must be at least 1' })
    .max(TOKEN_COUNT_MAX, { error: `must be at most ${TOKEN_COUNT_MAX}` })
    .default(1),
});
export type CreateTokenInput = z.output<typeof createTokenInput>;

/** PUT /api/token/ (API-TOK-005): every editable field. */
export const updateTokenInput = z.object({ id: idField, ...tokenFields });
export type UpdateTokenInput = z.output<typeof updateTokenInput>;

/** PUT /api/token/?status_only=true: enable or disable; expired/exhausted are set by the server. */
export const tokenStatusInput = z.object({
  id: idField,
  status: z.union([z.literal(TokenStatus.Enabled), z.literal(TokenStatus.Disabled)], { error: 'must be 1 (enabled) or 2 (disabled)' }),
});
export type TokenStatusInput = z.output<typeof tokenStatusInput>;
