import { describe, expect, it } from 'vitest';
import { parseChatIndex } from './parse-chat-index.ts';

describe('parseChatIndex', () => {
  it('accepts list positions starting at 0', () => {
    expect(parseChatIndex('0')).toBe(0);
    expect(parseChatIndex('3')).toBe(3);
  });

  it.each(['', '-1', '01', '1.0', 'next', '9999999'])('rejects %s', (raw) => {
    expect(parseChatIndex(raw)).toBeUndefined();
  });
});
