import { describe, expect, it } from 'vitest';
import { expiryShortcutValue, formatExpiryInput, parseExpiryInput } from './expiry.ts';

describe('token expiry field', () => {
  it('TW-011 / TW-013: empty means never (-1) and -1 shows as empty', () => {
    expect(parseExpiryInput('')).toBe(-1);
    expect(formatExpiryInput(-1)).toBe('');
  });

  it('reads a local date-time and writes it back the same', () => {
    const seconds = parseExpiryInput('2030-05-17T08:30');
    expect(seconds).toBe(Math.floor(new Date(2030, 4, 17, 8, 30).getTime() / 1000));
    expect(formatExpiryInput(seconds!)).toBe('2030-05-17 08:30:00');
    expect(parseExpiryInput('2030-05-17 08:30:15')).toBe(seconds! + 15);
  });

  it("TW-016: unreadable or impossible dates are refused ('expiry time format error!')", () => {
    for (const text of ['tomorrow', '2030-02-31T10:00', '2030-13-01T10:00', '17/05/2030 08:30']) expect(parseExpiryInput(text)).toBeUndefined();
  });

  it('TW-015: shortcuts never / 1 hour / 1 day / 1 month (30 days)', () => {
    const now = new Date(2030, 0, 1, 12, 0).getTime();
    expect(expiryShortcutValue('never', now)).toBe('');
    expect(expiryShortcutValue('hour', now)).toBe('2030-01-01 13:00:00');
    expect(expiryShortcutValue('day', now)).toBe('2030-01-02 12:00:00');
    expect(expiryShortcutValue('month', now)).toBe('2030-01-31 12:00:00');
  });
});
