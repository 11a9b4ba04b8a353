import { z } from 'zod';
import { idField } from '../schemas/field-rules.ts';
import { RedemptionStatus } from '../status/redemption-status.ts';
import { REDEMPTION_COUNT_MAX, REDEMPTION_NAME_MAX } from './redemption-constants.ts';

const nameField = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: `length must be between 1 and ${REDEMPTION_NAME_MAX}` })
  .max(REDEMPTION_NAME_MAX, { error: `length must be between 1 and ${REDEMPTION_NAME_MAX}` });

const positiveQuotaField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .positive({ error: 'must be greater than 0' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

/** POST /api/redemption/ (API-RED-004). */
export const createRedemptionInput = z.object({
  name: nameField,
  quota: positiveQuotaField,
  count: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(1, { error: 'must be greater than 0' })
    .max(REDEMPTION_COUNT_MAX, { error: `cannot be more than ${REDEMPTION_COUNT_MAX}` }),
});
export type CreateRedemptionInput = z.output<typeof createRedemptionInput>;

/** PUT /api/redemption/: name and quota, allowed while the code is unused. */
export const updateRedemptionInput = z.object({ id: idField, name: nameField, quota: positiveQuotaField });
export type UpdateRedemptionInput = z.output<typeof updateRedemptionInput>;

/** PUT /api/redemption/?status_only=true: enable or disable; 'used' is set only by redeeming. */
export const redemptionStatusInput = z.object({
  id: idField,
  status: z.union([z.literal(RedemptionStatus.Unused), z.literal(RedemptionStatus.Disabled)], { error: 'must be 1 (enabled) or 2 (disabled)' }),
});
export type RedemptionStatusInput = z.output<typeof redemptionStatusInput>;

/** POST /api/user/topup. An empty key passes here so the route can answer its own message. */
export const redeemInput = z.object({
  key: z.string({ error: 'must be a string' }).trim().max(64, { error: 'must be at most 64 characters' }).default(''),
});
export type RedeemInput = z.output<typeof redeemInput>;
