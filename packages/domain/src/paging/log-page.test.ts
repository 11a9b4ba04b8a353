import { describe, expect, it } from 'vitest';
import { logCursorQuerySchema } from './log-page.ts';

describe('usage-log keyset cursor (ADR 0042)', () => {
  it('before_id is optional; a blank one counts as absent; digits become a number', () => {
    expect(logCursorQuerySchema.parse({})).toEqual({ before_id: undefined });
    expect(logCursorQuerySchema.parse({ before_id: ' ' })).toEqual({ before_id: undefined });
    expect(logCursorQuerySchema.parse({ before_id: '941' })).toEqual({ before_id: 941 });
  });

  it('refuses an id that is not a positive integer, naming the field', () => {
    for (const value of ['0', '-3', 'abc', '1.5']) {
      const result = logCursorQuerySchema.safeParse({ before_id: value });
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toMatch(/^before_id must be/);
    }
  });
});
