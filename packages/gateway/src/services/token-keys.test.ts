import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY_ALPHABET } from '@gateway/domain';
import { generateTokenKey, randomAlphanumeric, randomHex } from './token-keys.ts';
import { generateRedemptionKey } from './redemption-keys.ts';

describe('random keys', () => {
  it('token keys are 48 characters of [0-9A-Za-z] and differ', () => {
    const keys = Array.from({ length: 50 }, generateTokenKey);
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{48}$/);
    expect(new Set(keys).size).toBe(50);
  });

  it('discards bytes of 248 and above instead of wrapping them (no modulo bias)', () => {
    // 248..255 would map to '0'..'7' under a plain modulo; they must be skipped.
    const bytes = [248, 255, 250, 61, 0];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const view = array as unknown as Uint8Array;
      view.fill(0);
      bytes.forEach((byte, index) => (view[index] = byte));
      return array;
    });
    try {
      expect(randomAlphanumeric(2)).toBe(`${TOKEN_KEY_ALPHABET[61]}${TOKEN_KEY_ALPHABET[0]}`);
    } finally {
      spy.mockRestore();
    }
  });

  it('redemption keys are 32 lowercase hex characters', () => {
    expect(generateRedemptionKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(5)).toMatch(/^[0-9a-f]{5}$/);
  });
});
