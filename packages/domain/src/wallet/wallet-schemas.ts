import { z } from 'zod';

/** Most units one order may buy; keeps money and quota far inside safe integers. */
export const TOP_UP_AMOUNT_MAX = 10_000_000;

const amountField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(1, { error: 'must be at least 1' })
  .max(TOP_UP_AMOUNT_MAX, { error: `must be at most ${TOP_UP_AMOUNT_MAX}` });

const topUpCodeField = z.string({ error: 'must be a string' }).trim().max(64, { error: 'must be at most 64 characters' }).default('');

/** POST /api/user/amount (API-WAL-002). */
export const topUpAmountInput = z.object({ amount: amountField, top_up_code: topUpCodeField });
export type TopUpAmountInput = z.output<typeof topUpAmountInput>;

/** POST /api/user/pay: 'zfb' → alipay, 'wx' → wxpay, any other Epay type passes through. */
export const payInput = z.object({
  amount: amountField,
  top_up_code: topUpCodeField,
  payment_method: z
    .string({ error: 'must be a string' })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/, { error: 'must be zfb, wx or another payment type name' }),
});
export type PayInput = z.output<typeof payInput>;

/** The Epay `type` of a payment method. */
export function epayType(paymentMethod: string): string {
  if (paymentMethod === 'zfb') return 'alipay';
  if (paymentMethod === 'wx') return 'wxpay';
  return paymentMethod;
}
