import { describe, expect, it } from 'vitest';
import { validateOptionValue } from './validate-option-value.ts';

describe('validateOptionValue', () => {
  it('rejects unknown keys', () => {
    expect(validateOptionValue('NoSuchOption', 'x')).toEqual({ ok: false, messageKey: 'validation.option.unknown', params: { key: 'NoSuchOption' } });
  });

  it('SET-007 booleans are only the text true/false', () => {
    expect(validateOptionValue('RegisterEnabled', 'false')).toEqual({ ok: true, value: 'false' });
    for (const value of ['1', 'TRUE', 'yes', '']) expect(validateOptionValue('RegisterEnabled', value).ok).toBe(false);
  });

  it('integers: whole numbers only, normalised, with minimums (SET-020, SET-024, SET-050)', () => {
    expect(validateOptionValue('RetryTimes', ' 3 ')).toEqual({ ok: true, value: '3' });
    expect(validateOptionValue('RetryTimes', '1.5').ok).toBe(false);
    expect(validateOptionValue('RetryTimes', 'abc').ok).toBe(false);
    expect(validateOptionValue('DataExportInterval', '0')).toMatchObject({ ok: false, messageKey: 'validation.option.min', params: { min: 1 } });
    expect(validateOptionValue('QuotaForNewUser', '-1').ok).toBe(false);
    expect(validateOptionValue('ModelRequestRateLimitSuccessCount', '0').ok).toBe(false);
    expect(validateOptionValue('ModelRequestRateLimitCount', '0').ok).toBe(true);
    expect(validateOptionValue('general_setting.ping_interval_seconds', '0').ok).toBe(false);
    expect(validateOptionValue('SMTPPort', '70000').ok).toBe(false);
  });

  it('numbers: decimals allowed, ranges enforced (SET-055, SET-060)', () => {
    expect(validateOptionValue('Price', '7.25')).toEqual({ ok: true, value: '7.25' });
    expect(validateOptionValue('Price', '').ok).toBe(false);
    expect(validateOptionValue('Price', 'Infinity').ok).toBe(false);
    expect(validateOptionValue('gemini.thinking_adapter_budget_tokens_percentage', '0.05').ok).toBe(false);
    expect(validateOptionValue('gemini.thinking_adapter_budget_tokens_percentage', '1.01').ok).toBe(false);
    expect(validateOptionValue('claude.thinking_adapter_budget_tokens_percentage', '0.1').ok).toBe(true);
    expect(validateOptionValue('QuotaPerUnit', '0').ok).toBe(false);
  });

  it('SET-009 JSON must parse and match its shape', () => {
    expect(validateOptionValue('ModelRatio', '{"gpt-4":15}').ok).toBe(true);
    expect(validateOptionValue('ModelRatio', '{gpt-4:15}')).toMatchObject({ ok: false, messageKey: 'validation.option.json' });
    expect(validateOptionValue('ModelRatio', '[]')).toMatchObject({ ok: false, messageKey: 'validation.option.jsonObject' });
    expect(validateOptionValue('ModelRatio', '{"gpt-4":"15"}')).toMatchObject({ ok: false, messageKey: 'validation.option.numberMap' });
    expect(validateOptionValue('UserUsableGroups', '{"default":1}')).toMatchObject({ ok: false, messageKey: 'validation.option.stringMap' });
    expect(validateOptionValue('gemini.supported_imagine_models', '{"a":1}')).toMatchObject({ ok: false, messageKey: 'validation.option.jsonArray' });
    expect(validateOptionValue('gemini.supported_imagine_models', '["a", 1]').ok).toBe(false);
    expect(validateOptionValue('claude.model_headers_settings', '{"claude-3":{"anthropic-beta":["x"]}}').ok).toBe(true);
    expect(validateOptionValue('claude.model_headers_settings', '{"claude-3":"x"}').ok).toBe(false);
  });

  it('GroupRatio and other ratio maps reject negative values', () => {
    expect(validateOptionValue('GroupRatio', '{"default":1,"vip":0}').ok).toBe(true);
    expect(validateOptionValue('GroupRatio', '{"default":-1}')).toMatchObject({
      ok: false,
      messageKey: 'validation.option.negativeRatio',
      params: { key: 'GroupRatio', name: 'default' },
    });
    expect(validateOptionValue('ModelPrice', '{"x":-0.1}').ok).toBe(false);
  });

  it('SET-066 TopupGroupRatio must be JSON mapping groups to numbers', () => {
    expect(validateOptionValue('TopupGroupRatio', '{"default":1.2}').ok).toBe(true);
    expect(validateOptionValue('TopupGroupRatio', 'default=1').ok).toBe(false);
  });

  it('SET-014 Chats is a list of name → link objects', () => {
    expect(validateOptionValue('Chats', '[{"NextChat":"https://x/?k={key}"}]').ok).toBe(true);
    expect(validateOptionValue('Chats', '[{}]').ok).toBe(false);
    expect(validateOptionValue('Chats', '["https://x"]').ok).toBe(false);
    expect(validateOptionValue('Chats', '{"a":"b"}').ok).toBe(false);
  });

  it('SET-070 email whitelist: valid domains, no duplicates, normalised', () => {
    expect(validateOptionValue('EmailDomainWhitelist', ' Gmail.com, qq.com ,')).toEqual({ ok: true, value: 'gmail.com,qq.com' });
    expect(validateOptionValue('EmailDomainWhitelist', '')).toEqual({ ok: true, value: '' });
    expect(validateOptionValue('EmailDomainWhitelist', 'gmail.com,GMAIL.com')).toMatchObject({
      ok: false,
      messageKey: 'validation.option.emailDomain',
      params: { domain: 'gmail.com' },
    });
    for (const bad of ['gmail', 'exa mple.com', '-a.com', 'a..com', 'user@gmail.com']) {
      expect(validateOptionValue('EmailDomainWhitelist', bad).ok, bad).toBe(false);
    }
  });

  it('SET-072 URLs must be http(s) when set', () => {
    expect(validateOptionValue('oidc.well_known', 'https://id.example.com/.well-known/openid-configuration').ok).toBe(true);
    expect(validateOptionValue('oidc.well_known', 'ftp://id.example.com').ok).toBe(false);
    expect(validateOptionValue('ServerAddress', ' https://gw.example.com ')).toEqual({ ok: true, value: 'https://gw.example.com' });
    expect(validateOptionValue('ServerAddress', '').ok).toBe(true);
    expect(validateOptionValue('WorkerUrl', 'worker.example.com').ok).toBe(false);
  });

  it('SET-021 data export granularity is hour, day or week', () => {
    expect(validateOptionValue('DataExportDefaultTime', 'day').ok).toBe(true);
    expect(validateOptionValue('DataExportDefaultTime', 'month')).toMatchObject({ ok: false, messageKey: 'validation.option.choice' });
  });

  it('free text is stored as given', () => {
    expect(validateOptionValue('Notice', '<b>hi</b>\n')).toEqual({ ok: true, value: '<b>hi</b>\n' });
    expect(validateOptionValue('AutomaticDisableKeywords', 'a\nb')).toEqual({ ok: true, value: 'a\nb' });
  });
});
