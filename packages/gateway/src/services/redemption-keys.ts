import { REDEMPTION_KEY_LENGTH } from '@gateway/domain';
import { randomHex } from './token-keys.ts';

/** A new redemption code: 32 lowercase hex characters (128 random bits, like a UUID's worth). */
export function generateRedemptionKey(): string {
  return randomHex(REDEMPTION_KEY_LENGTH);
}
