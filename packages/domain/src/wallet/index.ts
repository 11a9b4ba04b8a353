export { md5Hex } from './md5.ts';
export { epaySignature, signEpayParams, verifyEpaySignature } from './epay-signature.ts';
export { topUpGroupRatio, computeTopUpCents, formatMoney, topUpQuota } from './top-up-math.ts';
export { TOP_UP_AMOUNT_MAX, topUpAmountInput, payInput, epayType } from './wallet-schemas.ts';
export type { TopUpAmountInput, PayInput } from './wallet-schemas.ts';
