import { TOKEN_KEY_ALPHABET, TOKEN_KEY_LENGTH } from '@gateway/domain';

/** The largest multiple of the alphabet size that fits a byte; bytes above it are redrawn. */
const UNBIASED_LIMIT = Math.floor(256 / TOKEN_KEY_ALPHABET.length) * TOKEN_KEY_ALPHABET.length;

/**
 * `length` characters of [0-9A-Za-z] from crypto.getRandomValues. Bytes ≥ 248 are discarded
 * (rejection sampling), so every character is equally likely — `byte % 62` alone would favour
 * the first eight characters.
 */
export function randomAlphanumeric(length: number): string {
  let result = '';
  const buffer = new Uint8Array(Math.max(16, length * 2));
  while (result.length < length) {
    crypto.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte >= UNBIASED_LIMIT) continue;
      result += TOKEN_KEY_ALPHABET[byte % TOKEN_KEY_ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/** A new API key as stored (48 characters, without 'sk-'). */
export function generateTokenKey(): string {
  return randomAlphanumeric(TOKEN_KEY_LENGTH);
}

/** `count` random lowercase hex characters (each byte gives two, so there is no bias). */
export function randomHex(count: number): string {
  const bytes = new Uint8Array(Math.ceil(count / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, count);
}
