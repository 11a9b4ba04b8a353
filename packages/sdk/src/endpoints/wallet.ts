import type { z } from 'zod';
import type { payInput, redeemInput, topUpAmountInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import type { RouteData } from './route-data.ts';

/** POST /api/user/amount body; `amount` is in top-up units (dollars of quota, not quota). */
export type TopUpAmountInput = z.input<typeof topUpAmountInput>;

/** POST /api/user/pay body: 'zfb' (Alipay), 'wx' (WeChat Pay) or another Epay type passed through. */
export type PayInput = z.input<typeof payInput>;

/** Where the browser posts the signed Epay form. */
export type PayForm = RouteData<'/user/pay', '$post'>;

/** POST /api/user/topup {key}: redeems a code; answers the quota added. */
export function redeem(input: z.input<typeof redeemInput>): Promise<number> {
  return apiRequest<number>('POST', '/api/user/topup', { body: { key: input.key } }).then((quota) => Number(quota));
}

/** POST /api/user/amount: the money payable for `amount`, as text with 2 decimals. */
export function amount(input: TopUpAmountInput): Promise<string> {
  return apiRequest<string>('POST', '/api/user/amount', { body: { amount: input.amount, top_up_code: input.top_up_code } }).then((money) => String(money));
}

/** POST /api/user/pay: creates a pending order and answers the Epay form to post (hidden form submit). */
export function pay(input: PayInput): Promise<PayForm> {
  return apiRequest<PayForm>('POST', '/api/user/pay', { body: { amount: input.amount, top_up_code: input.top_up_code, payment_method: input.payment_method } });
}
