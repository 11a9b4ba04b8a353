export * from './redemption-constants.ts';
export { createRedemptionInput, updateRedemptionInput, redemptionStatusInput, redeemInput } from './redemption-schemas.ts';
export type { CreateRedemptionInput, UpdateRedemptionInput, RedemptionStatusInput, RedeemInput } from './redemption-schemas.ts';
