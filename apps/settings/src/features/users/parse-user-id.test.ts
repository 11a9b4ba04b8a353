import { describe, expect, it } from 'vitest';
import { parseUserId } from './parse-user-id.ts';

describe('parseUserId', () => {
  it('accepts positive integers', () => {
    expect(parseUserId('1')).toBe(1);
    expect(parseUserId('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '1.5', '07', 'abc', '12abc', '99999999999999999'])('rejects %s', (raw) => {
    expect(parseUserId(raw)).toBeUndefined();
  });
});
