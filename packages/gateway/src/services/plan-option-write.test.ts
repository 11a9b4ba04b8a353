import { describe, expect, it } from 'vitest';
import { planOptionWrite } from './plan-option-write.ts';

describe('planOptionWrite (secrets are write-only, SET-071)', () => {
  it('a blank credential keeps the stored one; spaces count as blank', () => {
    expect(planOptionWrite({ key: 'SMTPToken', value: '' }, {})).toEqual({ kind: 'keep' });
    expect(planOptionWrite({ key: 'oidc.client_secret', value: '   ' }, {})).toEqual({ kind: 'keep' });
  });

  it('a new credential is written', () => {
    expect(planOptionWrite({ key: 'SMTPToken', value: 'new-password' }, {})).toEqual({ kind: 'write', value: 'new-password' });
  });

  it('clear removes a credential, unless a switch still needs it', () => {
    expect(planOptionWrite({ key: 'WorkerValidKey', value: 'ignored', clear: true }, {})).toEqual({ kind: 'write', value: '' });
    expect(planOptionWrite({ key: 'TelegramBotToken', value: '', clear: true }, { TelegramOAuthEnabled: 'true' })).toEqual({
      kind: 'refuse',
      message: 'Enter the Telegram bot token before enabling Telegram login',
    });
  });

  it('clear is refused for an option that is not a credential, and blank values of others are written', () => {
    expect(planOptionWrite({ key: 'SystemName', value: '', clear: true }, {})).toEqual({
      kind: 'refuse',
      message: 'Only a credential (write-only option) can be cleared: SystemName',
    });
    expect(planOptionWrite({ key: 'Notice', value: '' }, {})).toEqual({ kind: 'write', value: '' });
  });

  it('an unknown key is refused even when its name looks like a credential', () => {
    expect(planOptionWrite({ key: 'StrayApiKey', value: '' }, {})).toEqual({ kind: 'refuse', message: 'Unknown option StrayApiKey' });
  });
});
