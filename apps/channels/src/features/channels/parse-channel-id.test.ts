import { describe, expect, it } from 'vitest';
import { parseChannelId } from './parse-channel-id.ts';

describe('parseChannelId', () => {
  it('accepts positive integers', () => {
    expect(parseChannelId('1')).toBe(1);
    expect(parseChannelId('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '1.5', '07', 'abc', '12abc', '99999999999999999'])('rejects %s', (raw) => {
    expect(parseChannelId(raw)).toBeUndefined();
  });
});
