import { apiRequest } from '../http/api-client.ts';

/** POST /api/user/amount and /api/user/pay bodies; `amount` is in top-up units (spec 001 §7 Wallet). */
export type TopUpAmountInput = { amount: number; top_up_code: string };

/** 'zfb' (Alipay), 'wx' (WeChat Pay) or another Epay type passed through. */
export type PayInput = TopUpAmountInput & { payment_method: string };

/** Where the browser posts the signed Epay form. */
export type PayForm = { url: string; params: Record<string, string> };

/** POST /api/user/topup {key}: redeems a code; answers the quota added. */
export function redeem(input: { key: string }): Promise<number> {
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
