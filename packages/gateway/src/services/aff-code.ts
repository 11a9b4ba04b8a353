import { findUserByAffCode, type Executor } from '@gateway/db';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const AFF_CODE_LENGTH = 4;

/** A random 4-character invitation code (new-api's length), from the platform's CSPRNG. */
export function generateAffCode(): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < AFF_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(8))) {
      if (byte < limit && code.length < AFF_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/**
 * An invitation code no live user holds. The unique index also covers soft-deleted users, so the
 * insert may still collide in rare cases; `createAccount` retries with a new code then.
 */
export async function unusedAffCode(executor: Executor): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateAffCode();
    if ((await findUserByAffCode(executor, code)) === undefined) return code;
  }
  throw new Error('could not find a free invitation code after 10 attempts');
}
