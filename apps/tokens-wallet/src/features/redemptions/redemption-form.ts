import { REDEMPTION_COUNT_MAX, REDEMPTION_DEFAULT_COUNT, REDEMPTION_DEFAULT_QUOTA, REDEMPTION_NAME_MAX } from '@gateway/domain';
import type { RedemptionRow } from '@gateway/domain';

export type RedemptionFormValues = { name: string; quota: string; count: string };

export type RedemptionFormField = 'name' | 'quota' | 'count';

/** Field → key under redemptions.form.errors. */
export type RedemptionFormErrors = Partial<Record<RedemptionFormField, 'nameTooLong' | 'quotaInvalid' | 'countInvalid'>>;

/** Where a request-body field of the domain schema is shown in the drawer. */
export const redemptionPayloadFields: Readonly<Record<string, RedemptionFormField>> = { name: 'name', quota: 'quota', count: 'count' };

/** Defaults (TW-036): quota 100000, one code. */
export function newRedemptionForm(): RedemptionFormValues {
  return { name: '', quota: String(REDEMPTION_DEFAULT_QUOTA), count: String(REDEMPTION_DEFAULT_COUNT) };
}

export function redemptionFormFrom(row: RedemptionRow): RedemptionFormValues {
  return { name: row.name, quota: String(row.quota), count: '1' };
}

const INTEGER = /^\d+$/;

/** TW-035 / TW-037: integer quota above 0, count 1–100 on create, name at most 20 characters. */
export function validateRedemptionForm(values: RedemptionFormValues, mode: 'create' | 'edit'): RedemptionFormErrors {
  const errors: RedemptionFormErrors = {};
  if ([...values.name.trim()].length > REDEMPTION_NAME_MAX) errors.name = 'nameTooLong';
  if (!INTEGER.test(values.quota.trim()) || Number(values.quota) < 1 || !Number.isSafeInteger(Number(values.quota))) errors.quota = 'quotaInvalid';
  const count = Number(values.count.trim());
  if (mode === 'create' && (!INTEGER.test(values.count.trim()) || count < 1 || count > REDEMPTION_COUNT_MAX)) errors.count = 'countInvalid';
  return errors;
}

/**
 * The name sent for a valid form: an empty name becomes the quota (TW-034 resolution), so the
 * server's 1–20 character rule still holds.
 */
export function resolveRedemptionName(values: RedemptionFormValues): string {
  const name = values.name.trim();
  return name === '' ? String(Number.parseInt(values.quota.trim(), 10)) : name;
}
