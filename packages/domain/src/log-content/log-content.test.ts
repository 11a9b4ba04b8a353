import { describe, expect, it } from 'vitest';
import { formatLogParams, joinLogContent, logMessage, readLogMessages } from './index.ts';

describe('log content as data', () => {
  it('reads stored messages and drops nothing that fits its key', () => {
    const stored = [logMessage('modelRatio', { modelRatio: 1.25, completionRatio: 4, groupRatio: 1 }), logMessage('usageEstimated')];
    expect(readLogMessages(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('refuses the whole list when a key is unknown or a parameter is missing or of the wrong type, so the text is shown instead', () => {
    expect(readLogMessages([{ key: 'modelRatio', params: { modelRatio: 1, completionRatio: 1 } }])).toBeUndefined();
    expect(readLogMessages([{ key: 'registrationBonus', params: { quota: '5000' } }])).toBeUndefined();
    expect(readLogMessages([{ key: 'usageEstimated' }, { key: 'somethingNewer', params: {} }])).toBeUndefined();
    expect(readLogMessages([])).toBeUndefined();
    expect(readLogMessages('model ratio 1.00')).toBeUndefined();
    expect(readLogMessages([{ key: 'toString' }])).toBeUndefined();
  });

  it('writes parameters the same way in every language: ratios with two decimals, prices as written, quota through the caller', () => {
    expect(formatLogParams(logMessage('modelRatio', { modelRatio: 1.25, completionRatio: 4, groupRatio: 1 }), String)).toEqual({
      modelRatio: '1.25',
      completionRatio: '4.00',
      groupRatio: '1.00',
    });
    expect(formatLogParams(logMessage('webSearchCalls', { count: 2, price: 2.5 }), String)).toEqual({ count: '2', price: '2.5' });
    expect(formatLogParams(logMessage('onlineTopUp', { quota: 5_000_000, paid: 10 }), (quota) => `$${quota / 500_000}`)).toEqual({
      quota: '$10',
      paid: '10.00',
    });
  });

  it('joins clauses with the language’s comma and appends notes', () => {
    const parts = [
      { key: 'modelRatio', text: 'A' },
      { key: 'imageSizeQuality', text: 'B' },
      { key: 'usageEstimated', text: 'C' },
    ] as const;
    expect(joinLogContent(parts, { clause: ', ', noteOpen: ' (', noteClose: ')' })).toBe('A, B (C)');
    expect(joinLogContent(parts, { clause: '，', noteOpen: '（', noteClose: '）' })).toBe('A，B（C）');
    expect(joinLogContent([{ key: 'clientDisconnected', text: 'C' }], { clause: ', ', noteOpen: ' (', noteClose: ')' })).toBe('(C)');
  });
});
