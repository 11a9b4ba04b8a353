import { describe, expect, it } from 'vitest';
import { crossOptionCheck } from './cross-option-check.ts';

describe('crossOptionCheck (the checks PUT /api/option makes before it stores a switch)', () => {
  it.each([
    ['GitHubOAuthEnabled', 'GitHubClientId', 'validation.option.needsGitHubClientId'],
    ['LinuxDOOAuthEnabled', 'LinuxDOClientId', 'validation.option.needsLinuxDoClientId'],
    ['oidc.enabled', 'oidc.client_id', 'validation.option.needsOidcClientId'],
    ['WeChatAuthEnabled', 'WeChatServerAddress', 'validation.option.needsWeChatServer'],
    ['TurnstileCheckEnabled', 'TurnstileSiteKey', 'validation.option.needsTurnstileSiteKey'],
    ['TelegramOAuthEnabled', 'TelegramBotToken', 'validation.option.needsTelegramBotToken'],
  ])('%s needs %s', (toggle, needs, messageKey) => {
    expect(crossOptionCheck(toggle, 'true', {})).toEqual({ ok: false, messageKey });
    expect(crossOptionCheck(toggle, 'true', { [needs]: '  ' })).toEqual({ ok: false, messageKey });
    expect(crossOptionCheck(toggle, 'true', { [needs]: 'value' })).toEqual({ ok: true, value: 'true' });
    expect(crossOptionCheck(toggle, 'false', {})).toEqual({ ok: true, value: 'false' });
    // Clearing the credential while the switch is on is refused too.
    expect(crossOptionCheck(needs, '', { [toggle]: 'true' })).toEqual({ ok: false, messageKey });
    expect(crossOptionCheck(needs, '', { [toggle]: 'false' }).ok).toBe(true);
  });

  it('domain restriction needs a non-empty whitelist', () => {
    expect(crossOptionCheck('EmailDomainRestrictionEnabled', 'true', { EmailDomainWhitelist: '' })).toMatchObject({ ok: false });
    // Missing from the stored values means the (non-empty) default applies.
    expect(crossOptionCheck('EmailDomainRestrictionEnabled', 'true', {}).ok).toBe(true);
    expect(crossOptionCheck('EmailDomainWhitelist', '', { EmailDomainRestrictionEnabled: 'true' }).ok).toBe(false);
  });

  it('unrelated keys pass through', () => {
    expect(crossOptionCheck('SystemName', 'Gateway', {})).toEqual({ ok: true, value: 'Gateway' });
  });
});
