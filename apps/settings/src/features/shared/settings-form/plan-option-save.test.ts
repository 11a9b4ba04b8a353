import { describe, expect, it } from 'vitest';
import { changedOptionKeys, planOptionSave } from './plan-option-save.ts';

describe('changedOptionKeys', () => {
  it('SET-005: keeps only the keys whose value differs from the saved one', () => {
    const saved = { RetryTimes: '0', DrawingEnabled: 'true', SystemName: 'New API' };
    const values = { RetryTimes: '3', DrawingEnabled: 'true', SystemName: 'New API' };
    expect(changedOptionKeys(['RetryTimes', 'DrawingEnabled', 'SystemName'], saved, values)).toEqual(['RetryTimes']);
  });

  it('ignores keys the form has no value for', () => {
    expect(changedOptionKeys(['Missing'], {}, {})).toEqual([]);
  });
});

describe('planOptionSave', () => {
  it('SET-006: switches first, then every other option in one parallel phase', () => {
    const values = { RetryTimes: '2', DemoSiteEnabled: 'true', QuotaPerUnit: '1000', DrawingEnabled: 'false' };
    expect(planOptionSave(['RetryTimes', 'DemoSiteEnabled', 'QuotaPerUnit', 'DrawingEnabled'], values)).toEqual([
      ['DemoSiteEnabled', 'DrawingEnabled'],
      ['RetryTimes', 'QuotaPerUnit'],
    ]);
  });

  it('SET-006: a switch turned on whose required option is saved in the same click goes after it', () => {
    const values = { GitHubOAuthEnabled: 'true', GitHubClientId: 'id', RegisterEnabled: 'false' };
    expect(planOptionSave(['GitHubOAuthEnabled', 'GitHubClientId', 'RegisterEnabled'], values)).toEqual([
      ['RegisterEnabled'],
      ['GitHubClientId'],
      ['GitHubOAuthEnabled'],
    ]);
  });

  it('SET-006: a switch turned off stays first, so its credential can be cleared in the same save', () => {
    const values = { GitHubOAuthEnabled: 'false', GitHubClientId: '' };
    expect(planOptionSave(['GitHubClientId', 'GitHubOAuthEnabled'], values)).toEqual([['GitHubOAuthEnabled'], ['GitHubClientId']]);
  });

  it('leaves out empty phases', () => {
    expect(planOptionSave(['RetryTimes'], { RetryTimes: '1' })).toEqual([['RetryTimes']]);
    expect(planOptionSave([], {})).toEqual([]);
  });
});
