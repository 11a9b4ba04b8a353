import { describe, expect, it } from 'vitest';
import { splitUptime } from './format-uptime.ts';

describe('splitUptime (SET-077)', () => {
  it('splits the running time into days, hours and minutes', () => {
    expect(splitUptime(1_000, 1_000 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('a start in the future (clock skew) counts as just started', () => {
    expect(splitUptime(2_000, 1_000)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
