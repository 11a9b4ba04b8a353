import { describe, expect, it } from 'vitest';
import { optionDefinition } from './option-registry.ts';
import { validateOptionValue } from './validate-option-value.ts';

const PRICING_KEYS = ['ModelRatio', 'ModelPrice', 'CompletionRatio', 'CacheRatio', 'GroupRatio', 'UserUsableGroups', 'Chats'] as const;

describe('pricing option schemas (validateOptionValue)', () => {
  it.each(PRICING_KEYS)('SET-009: %s accepts its own default and refuses text that is not JSON', (key) => {
    expect(validateOptionValue(key, optionDefinition(key)!.default).ok).toBe(true);
    expect(validateOptionValue(key, '{"a": 1')).toEqual({ ok: false, messageKey: 'validation.option.json', params: { key } });
  });

  it.each(['ModelRatio', 'ModelPrice', 'CompletionRatio', 'CacheRatio'])('SET-026: %s maps model names to numbers of 0 or more', (key) => {
    expect(validateOptionValue(key, '{"gpt-4o": 1.25, "openai/gpt-4o": 0, "mj_*": 0.1}').ok).toBe(true);
    expect(validateOptionValue(key, '[1]')).toEqual({ ok: false, messageKey: 'validation.option.jsonObject', params: { key } });
    expect(validateOptionValue(key, '{"gpt-4o": "1.25"}')).toEqual({ ok: false, messageKey: 'validation.option.numberMap', params: { key, name: 'gpt-4o' } });
    expect(validateOptionValue(key, '{"gpt-4o": null}')).toMatchObject({ ok: false, messageKey: 'validation.option.numberMap' });
    expect(validateOptionValue(key, '{"gpt-4o": -0.5}')).toEqual({ ok: false, messageKey: 'validation.option.negativeRatio', params: { key, name: 'gpt-4o' } });
    for (const name of ['', ' gpt-4o', 'gpt-4o ', 'gpt\n4o', 'x'.repeat(256)]) {
      expect(validateOptionValue(key, JSON.stringify({ [name]: 1 })), JSON.stringify(name)).toEqual({
        ok: false,
        messageKey: 'validation.option.modelName',
        params: { key, name },
      });
    }
  });

  it('SET-027: GroupRatio maps group names (no comma, no spaces around) to ratios of 0 or more', () => {
    expect(validateOptionValue('GroupRatio', '{"default": 1, "vip": 0.8, "free": 0}').ok).toBe(true);
    expect(validateOptionValue('GroupRatio', '{"vip,svip": 1}')).toEqual({
      ok: false,
      messageKey: 'validation.option.groupName',
      params: { key: 'GroupRatio', name: 'vip,svip' },
    });
    expect(validateOptionValue('GroupRatio', '{" vip": 1}')).toMatchObject({ ok: false, messageKey: 'validation.option.groupName' });
    expect(validateOptionValue('GroupRatio', JSON.stringify({ ['g'.repeat(65)]: 1 }))).toMatchObject({ ok: false, messageKey: 'validation.option.groupName' });
    expect(validateOptionValue('GroupRatio', '{"vip": "1"}')).toMatchObject({ ok: false, messageKey: 'validation.option.numberMap' });
  });

  it('SET-027: UserUsableGroups maps group names to descriptions', () => {
    expect(validateOptionValue('UserUsableGroups', '{"default": "Default", "vip": "VIP"}').ok).toBe(true);
    expect(validateOptionValue('UserUsableGroups', '{"vip": 1}')).toEqual({
      ok: false,
      messageKey: 'validation.option.stringMap',
      params: { key: 'UserUsableGroups', name: 'vip' },
    });
    expect(validateOptionValue('UserUsableGroups', '{"a,b": "x"}')).toMatchObject({ ok: false, messageKey: 'validation.option.groupName' });
    expect(validateOptionValue('UserUsableGroups', '["default"]')).toMatchObject({ ok: false, messageKey: 'validation.option.jsonObject' });
  });

  it('SET-014: Chats is a list of entries, each one name → one link that cannot run code', () => {
    expect(validateOptionValue('Chats', '[{"NextChat": "https://app.nextchat.dev/#/?settings={key}"}, {"AMA": "ama://set-api-key?key={key}"}]').ok).toBe(true);
    expect(validateOptionValue('Chats', '[]').ok).toBe(true);
    expect(validateOptionValue('Chats', '{"a": "b"}')).toMatchObject({ ok: false, messageKey: 'validation.option.jsonArray' });
    for (const bad of ['[{}]', '["https://x"]', '[{"a": "https://x", "b": "https://y"}]', '[{" ": "https://x"}]', '[{"a": 1}]']) {
      expect(validateOptionValue('Chats', bad), bad).toMatchObject({ ok: false, messageKey: 'validation.option.chats' });
    }
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '  ',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
    ]) {
      expect(validateOptionValue('Chats', JSON.stringify([{ Evil: link }])), link).toEqual({
        ok: false,
        messageKey: 'validation.option.chatLink',
        params: { key: 'Chats', name: 'Evil' },
      });
    }
  });

  it.each(['ChatLink', 'ChatLink2'])('SET-014: %s refuses the links Chats refuses (javascript:, data:, vbscript:, file:), at write', (key) => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(validateOptionValue(key, link), link).toEqual({ ok: false, messageKey: 'validation.option.unsafeLink', params: { key } });
    }
    for (const link of ['', 'https://app.nextchat.dev', 'http://127.0.0.1:3000/', 'opencat://team/join']) {
      expect(validateOptionValue(key, link), link).toEqual({ ok: true, value: link });
    }
    expect(validateOptionValue(key, '  https://chat.example.com  ')).toEqual({ ok: true, value: 'https://chat.example.com' });
  });

  it('keeps prototype names ordinary entries', () => {
    expect(validateOptionValue('ModelRatio', '{"__proto__": 1, "constructor": 2}').ok).toBe(true);
    expect(validateOptionValue('GroupRatio', '{"__proto__": -1}')).toMatchObject({ ok: false, messageKey: 'validation.option.negativeRatio' });
  });
});
