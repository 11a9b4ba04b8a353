import { describe, expect, it } from 'vitest';
import { optionDefaults } from './option-registry.ts';
import { validateOptionValue } from './validate-option-value.ts';

describe('JSON entry rules of the Gemini and Claude options', () => {
  it('SET-057 / SET-058: the defaults pass (safety OFF with a per-category override, version v1beta)', () => {
    const defaults = optionDefaults();
    for (const key of ['gemini.safety_settings', 'gemini.version_settings', 'claude.model_headers_settings', 'claude.default_max_tokens']) {
      expect(validateOptionValue(key, defaults[key]!).ok, key).toBe(true);
    }
    expect(JSON.parse(defaults['gemini.safety_settings']!)).toMatchObject({ default: 'OFF' });
    expect(JSON.parse(defaults['gemini.version_settings']!)).toMatchObject({ default: 'v1beta' });
  });

  it('SET-054 / SET-057: Gemini safety maps "default" or a HARM_CATEGORY_ name to a known threshold', () => {
    expect(validateOptionValue('gemini.safety_settings', '{"default":"BLOCK_ONLY_HIGH","HARM_CATEGORY_HATE_SPEECH":"BLOCK_NONE"}').ok).toBe(true);
    expect(validateOptionValue('gemini.safety_settings', '{"default":"STRICT"}')).toEqual({
      ok: false,
      messageKey: 'validation.option.geminiSafety',
      params: { key: 'gemini.safety_settings', name: 'default' },
    });
    expect(validateOptionValue('gemini.safety_settings', '{"hate":"OFF"}')).toMatchObject({ ok: false, params: { name: 'hate' } });
  });

  it('SET-054 / SET-058: Gemini API versions look like v1, v1beta or v1alpha', () => {
    expect(validateOptionValue('gemini.version_settings', '{"default":"v1beta","gemini-1.0-pro":"v1","x":"v1alpha"}').ok).toBe(true);
    for (const bad of ['beta', 'v1/models', '../v1', '']) {
      expect(validateOptionValue('gemini.version_settings', JSON.stringify({ default: bad })), bad).toMatchObject({
        ok: false,
        messageKey: 'validation.option.apiVersion',
      });
    }
  });

  it('SET-059: Claude headers per model are header names to a text or a list of texts, never with a line break', () => {
    expect(validateOptionValue('claude.model_headers_settings', '{"claude-3":{"anthropic-beta":["a","b"],"x-flag":"on"}}').ok).toBe(true);
    const bad = [
      { 'claude-3': { 'bad header': 'x' } },
      { 'claude-3': { 'x-flag': 'on\r\nx-injected: 1' } },
      { 'claude-3': { 'x-flag': [] } },
      { 'claude-3': { 'x-flag': 5 } },
    ];
    for (const value of bad) {
      expect(validateOptionValue('claude.model_headers_settings', JSON.stringify(value)), JSON.stringify(value)).toMatchObject({
        ok: false,
        messageKey: 'validation.option.headerMap',
        params: { name: 'claude-3' },
      });
    }
  });

  it('SET-059: Claude default max_tokens are whole numbers of at least 1', () => {
    expect(validateOptionValue('claude.default_max_tokens', '{"default":8192,"claude-3-haiku":4096}').ok).toBe(true);
    for (const bad of ['{"default":0}', '{"default":1.5}']) {
      expect(validateOptionValue('claude.default_max_tokens', bad), bad).toMatchObject({
        ok: false,
        messageKey: 'validation.option.positiveIntegerMap',
        params: { name: 'default' },
      });
    }
  });
});
