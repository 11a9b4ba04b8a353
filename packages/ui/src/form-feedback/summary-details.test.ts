import { describe, expect, it } from 'vitest';
import { summaryDetails } from './summary-details.ts';
import type { SummaryTexts } from './summary-details.ts';

const texts: SummaryTexts = {
  required: 'This field is required',
  separator: '; ',
  requiredFields: (labels) => `${labels.join(' and ')} cannot be empty`,
  fieldMessage: (label, message) => `${label}: ${message}`,
};

describe('form summary details', () => {
  it('without labels says each different message once', () => {
    expect(summaryDetails({ a: 'This field is required', b: 'This field is required', c: 'Enter at most 5' }, {}, texts)).toEqual({
      count: 3,
      details: 'This field is required; Enter at most 5',
    });
  });

  it('names empty required fields together (username and password cannot be empty)', () => {
    expect(
      summaryDetails({ username: 'This field is required', password: 'This field is required' }, { username: 'Username', password: 'Password' }, texts),
    ).toEqual({
      count: 2,
      details: 'Username and Password cannot be empty',
    });
  });

  it('puts a label before a rule and keeps a message that already names its field as it is', () => {
    const found = { name: 'Enter at most 20 characters', RetryTimes: 'Retry times must be at most 10' };
    expect(summaryDetails(found, { name: 'Display name', RetryTimes: 'Retry times' }, texts).details).toBe(
      'Display name: Enter at most 20 characters; Retry times must be at most 10',
    );
  });
});
