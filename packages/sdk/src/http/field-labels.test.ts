import { afterEach, describe, expect, it } from 'vitest';
import { labelOfField, registerFieldLabels } from './field-labels.ts';
import { translateServerMessage } from './server-message.ts';

/** Shows which key was asked for and with which values. */
const translate = (key: string, values?: Record<string, unknown>): string => (values === undefined ? `<${key}>` : `<${key} ${JSON.stringify(values)}>`);

const removers: (() => void)[] = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
});

describe('server messages name fields by their labels', () => {
  it('shows an option key of a validation text as the label a registered labeler gives', () => {
    removers.push(registerFieldLabels((name) => (name === 'QuotaForNewUser' ? 'Quota for new users' : undefined)));
    expect(translateServerMessage('QuotaForNewUser must be at least 0', translate)).toBe(
      '<common:validation.option.min {"key":"Quota for new users","min":"0"}>',
    );
  });

  it('keeps a name no labeler knows, and other values as they are', () => {
    removers.push(registerFieldLabels(() => undefined));
    expect(translateServerMessage('Email domain invalid or duplicate: QuotaForNewUser (EmailDomainWhitelist)', translate)).toBe(
      '<common:validation.option.emailDomain {"domain":"QuotaForNewUser","key":"EmailDomainWhitelist"}>',
    );
    expect(labelOfField('RetryTimes')).toBe('RetryTimes');
  });

  it('asks the newest labeler first and forgets one that was removed', () => {
    removers.push(registerFieldLabels(() => 'old'));
    const remove = registerFieldLabels(() => 'new');
    expect(labelOfField('RetryTimes')).toBe('new');
    remove();
    expect(labelOfField('RetryTimes')).toBe('old');
  });
});
