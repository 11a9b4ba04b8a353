import { describe, expect, it } from 'vitest';
import { canDisableUser, canEnableUser, userStatusLabelKey } from './user-status.ts';
import { isTokenExpired, tokenStatusLabelKey } from './token-status.ts';
import { channelStatusLabelKey, responseTimeLevel } from './channel-status.ts';
import { canEditRedemption, canEnableRedemption, redemptionStatusLabelKey } from './redemption-status.ts';
import { LogType, logTypeLabelKey, logTypeOptions } from './log-type.ts';

describe('user status', () => {
  it('USR-006 / USR-007 labels: deleted wins, 1 active, 2 banned, else unknown', () => {
    expect(userStatusLabelKey(1)).toBe('userStatus.enabled');
    expect(userStatusLabelKey(2)).toBe('userStatus.disabled');
    expect(userStatusLabelKey(7)).toBe('userStatus.unknown');
    expect(userStatusLabelKey(1, '2025-01-01T00:00:00Z')).toBe('userStatus.deleted');
    expect(userStatusLabelKey(1, null)).toBe('userStatus.enabled');
  });

  it('USR-010 enable is unavailable when the status is 3', () => {
    expect(canEnableUser(2)).toBe(true);
    expect(canEnableUser(3)).toBe(false);
    expect(canEnableUser(1)).toBe(false);
    expect(canDisableUser(1)).toBe(true);
    expect(canDisableUser(2)).toBe(false);
  });
});

describe('token status', () => {
  it('labels 1-4 and unknown', () => {
    expect([1, 2, 3, 4, 9].map(tokenStatusLabelKey)).toEqual([
      'tokenStatus.enabled',
      'tokenStatus.disabled',
      'tokenStatus.expired',
      'tokenStatus.exhausted',
      'tokenStatus.unknown',
    ]);
  });

  it('expiry: -1 never expires, the expiry second itself is still valid', () => {
    expect(isTokenExpired(-1, 2_000_000_000)).toBe(false);
    expect(isTokenExpired(100, 100)).toBe(false);
    expect(isTokenExpired(100, 101)).toBe(true);
  });
});

describe('channel and redemption status', () => {
  it('channel labels', () => {
    expect([0, 1, 2, 3].map(channelStatusLabelKey)).toEqual([
      'channelStatus.unknown',
      'channelStatus.enabled',
      'channelStatus.manuallyDisabled',
      'channelStatus.autoDisabled',
    ]);
  });

  it('CH response-time badge thresholds', () => {
    expect([0, 1, 1000, 1001, 3000, 3001, 5000, 5001].map(responseTimeLevel)).toEqual(['untested', 'fast', 'fast', 'good', 'good', 'slow', 'slow', 'bad']);
  });

  it('redemption: enable blocked when used, edit only when unused', () => {
    expect(redemptionStatusLabelKey(1)).toBe('redemptionStatus.unused');
    expect(canEnableRedemption(3)).toBe(false);
    expect(canEnableRedemption(2)).toBe(true);
    expect(canEditRedemption(1)).toBe(true);
    expect(canEditRedemption(2)).toBe(false);
  });
});

describe('log types', () => {
  it('LOG-008 filter choices All=0 … Error=5 in order', () => {
    expect(logTypeOptions.map((option) => option.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(logTypeOptions[0]?.labelKey).toBe('logType.all');
    expect(logTypeLabelKey(LogType.Consume)).toBe('logType.consume');
    expect(logTypeLabelKey(0)).toBe('logType.unknown');
  });
});
