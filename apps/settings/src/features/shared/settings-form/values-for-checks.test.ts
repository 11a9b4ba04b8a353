import { describe, expect, it } from 'vitest';
import { checkOptionChanges } from './check-option-changes.ts';
import { STORED_SECRET, valuesForChecks } from './values-for-checks.ts';

describe('valuesForChecks (SET-067, SET-071)', () => {
  it('a stored credential counts as filled in, a typed one is kept as typed', () => {
    expect(valuesForChecks({ TelegramBotToken: '', SMTPToken: 'typed' }, ['TelegramBotToken', 'SMTPToken'])).toEqual({
      TelegramBotToken: STORED_SECRET,
      SMTPToken: 'typed',
    });
  });

  it('lets a switch whose credential is stored on the server pass the form check', () => {
    const values = { TelegramOAuthEnabled: 'true', TelegramBotToken: '' };
    expect(checkOptionChanges(['TelegramOAuthEnabled'], values)).toMatchObject({
      TelegramOAuthEnabled: { messageKey: 'validation.option.needsTelegramBotToken' },
    });
    expect(checkOptionChanges(['TelegramOAuthEnabled'], valuesForChecks(values, ['TelegramBotToken']))).toEqual({});
  });
});
