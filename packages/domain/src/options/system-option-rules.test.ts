import { describe, expect, it } from 'vitest';
import { crossOptionCheck } from './cross-option-check.ts';
import { optionRegistry } from './option-registry.ts';
import { validateOptionValue } from './validate-option-value.ts';

/** The rules the System and Other tabs rely on (SET-061…078), enforced by the registry. */
describe('system settings rules', () => {
  const paymentKeys = optionRegistry.filter((definition) => definition.section === 'payment').map((definition) => definition.key);

  it('SET-063: the payment section holds every payment option', () => {
    expect(paymentKeys.sort()).toEqual(['CustomCallbackAddress', 'EpayId', 'EpayKey', 'MinTopUp', 'PayAddress', 'Price', 'TopupGroupRatio'].sort());
  });

  it.each(paymentKeys)('SET-065: %s is refused until the server address is set; clearing it is not', (key) => {
    const value = key === 'TopupGroupRatio' ? '{"default":1}' : key.endsWith('Address') ? 'https://pay.example.com' : '5';
    expect(crossOptionCheck(key, value, {})).toEqual({ ok: false, messageKey: 'validation.option.needsServerAddress' });
    expect(crossOptionCheck(key, value, { ServerAddress: '  ' }).ok).toBe(false);
    expect(crossOptionCheck(key, value, { ServerAddress: 'https://gw.example.com' })).toEqual({ ok: true, value });
    expect(crossOptionCheck(key, '', {})).toEqual({ ok: true, value: '' });
  });

  it('SET-065: the server address cannot be cleared while online payment is configured', () => {
    for (const key of ['PayAddress', 'EpayId', 'EpayKey']) {
      expect(crossOptionCheck('ServerAddress', '', { [key]: 'set' })).toEqual({ ok: false, messageKey: 'validation.option.serverAddressInUse' });
    }
    expect(crossOptionCheck('ServerAddress', '', {}).ok).toBe(true);
    expect(crossOptionCheck('ServerAddress', 'https://other.example.com', { PayAddress: 'https://pay.example.com' }).ok).toBe(true);
  });

  it('SET-064: Price defaults to 7.3 and MinTopUp to 1, neither negative', () => {
    expect(validateOptionValue('Price', '-1')).toMatchObject({ ok: false, messageKey: 'validation.option.min' });
    expect(validateOptionValue('MinTopUp', '-1')).toMatchObject({ ok: false, messageKey: 'validation.option.min' });
    expect(validateOptionValue('MinTopUp', '2.5')).toMatchObject({ ok: false, messageKey: 'validation.option.integer' });
  });

  it('SET-066: TopupGroupRatio must be JSON mapping groups to non-negative numbers', () => {
    expect(validateOptionValue('TopupGroupRatio', '{"default":1,')).toMatchObject({ ok: false, messageKey: 'validation.option.json' });
    expect(validateOptionValue('TopupGroupRatio', '[1]')).toMatchObject({ ok: false, messageKey: 'validation.option.jsonObject' });
    expect(validateOptionValue('TopupGroupRatio', '{"vip":-0.5}')).toMatchObject({ ok: false, messageKey: 'validation.option.negativeRatio' });
  });

  it('SET-071: one-line options refuse line breaks and control characters (no header injection through SMTPFrom)', () => {
    for (const key of ['SMTPFrom', 'SMTPServer', 'SMTPAccount', 'SystemName', 'TelegramBotName', 'EpayId', 'SMTPToken', 'oidc.client_id']) {
      expect(validateOptionValue(key, 'a\r\nBcc: victim@example.com'), key).toMatchObject({ ok: false, messageKey: 'validation.option.singleLine' });
      expect(validateOptionValue(key, 'tab\there').ok, key).toBe(false);
    }
    expect(validateOptionValue('SMTPFrom', 'Gateway <noreply@example.com>')).toEqual({ ok: true, value: 'Gateway <noreply@example.com>' });
  });

  it('SET-071: SMTP port is 1 to 65535', () => {
    expect(validateOptionValue('SMTPPort', '0').ok).toBe(false);
    expect(validateOptionValue('SMTPPort', '65536').ok).toBe(false);
    expect(validateOptionValue('SMTPPort', '465')).toEqual({ ok: true, value: '465' });
  });

  it('SET-072: every OIDC endpoint and the worker and WeChat server addresses are http(s) URLs', () => {
    for (const key of [
      'oidc.well_known',
      'oidc.authorization_endpoint',
      'oidc.token_endpoint',
      'oidc.user_info_endpoint',
      'WorkerUrl',
      'WeChatServerAddress',
      'PayAddress',
    ]) {
      expect(validateOptionValue(key, 'javascript:alert(1)'), key).toMatchObject({ ok: false, messageKey: 'validation.option.url' });
      expect(validateOptionValue(key, 'id.example.com/.well-known').ok, key).toBe(false);
      expect(validateOptionValue(key, 'http://127.0.0.1:8080/x').ok, key).toBe(true);
    }
  });

  it('SET-074: Logo and the WeChat QR code are image addresses: http(s), a site path or a data:image', () => {
    for (const key of ['Logo', 'WeChatAccountQRCodeImageURL']) {
      for (const good of ['', '/logo.png', 'https://cdn.example.com/logo.svg', 'data:image/png;base64,iVBORw0KGgo=']) {
        expect(validateOptionValue(key, good).ok, `${key} ${good}`).toBe(true);
      }
      for (const bad of [
        'javascript:alert(1)',
        '//evil.example.com/x.png',
        'logo.png',
        'data:text/html;base64,PHNjcmlwdD4=',
        'data:image/svg+xml,<svg onload=alert(1)>',
      ]) {
        expect(validateOptionValue(key, bad), `${key} ${bad}`).toMatchObject({ ok: false, messageKey: 'validation.option.imageUrl' });
      }
    }
  });

  it('SET-074: Notice, HomePageContent, About and Footer are stored exactly as written (sanitized where shown)', () => {
    const markup = '<img src=x onerror="alert(1)">\n# Title';
    for (const key of ['Notice', 'HomePageContent', 'About', 'Footer']) expect(validateOptionValue(key, markup)).toEqual({ ok: true, value: markup });
  });
});
