import { describe, expect, it } from 'vitest';
import { optionDefinition } from './option-registry.ts';
import {
  parseOptionValue,
  readBooleanOption,
  readJsonOption,
  readListOption,
  readNumberMapOption,
  readNumberOption,
  readStringOption,
} from './parse-option-value.ts';

function definition(key: string) {
  const found = optionDefinition(key);
  if (found === undefined) throw new Error(key);
  return found;
}

describe('parseOptionValue', () => {
  it('reads each kind', () => {
    expect(parseOptionValue(definition('RegisterEnabled'), 'false')).toBe(false);
    expect(parseOptionValue(definition('RetryTimes'), '3')).toBe(3);
    expect(parseOptionValue(definition('Price'), '7.3')).toBe(7.3);
    expect(parseOptionValue(definition('GroupRatio'), '{"a":2}')).toEqual({ a: 2 });
    expect(parseOptionValue(definition('SensitiveWords'), 'a\n\n b \r\nc')).toEqual(['a', 'b', 'c']);
    expect(parseOptionValue(definition('EmailDomainWhitelist'), 'a.com, b.com')).toEqual(['a.com', 'b.com']);
    expect(parseOptionValue(definition('SystemName'), 'Gateway')).toBe('Gateway');
  });

  it('falls back to the default when stored text no longer parses', () => {
    expect(parseOptionValue(definition('RetryTimes'), 'x')).toBe(0);
    expect(parseOptionValue(definition('GroupRatio'), '{broken')).toEqual({ default: 1, vip: 1, svip: 1 });
  });
});

describe('typed readers', () => {
  const stored = { RegisterEnabled: 'false', QuotaPerUnit: '1000000', GroupRatio: '{"default":1,"vip":"x","svip":0.5}' };

  it('read stored values and defaults', () => {
    expect(readBooleanOption(stored, 'RegisterEnabled')).toBe(false);
    expect(readBooleanOption(stored, 'PasswordLoginEnabled')).toBe(true);
    expect(readNumberOption(stored, 'QuotaPerUnit')).toBe(1000000);
    expect(readNumberOption(stored, 'PreConsumedQuota')).toBe(500);
    expect(readStringOption(stored, 'SystemName')).toBe('New API');
    expect(readListOption(stored, 'AutomaticDisableKeywords')).toHaveLength(7);
    expect(readJsonOption(stored, 'claude.default_max_tokens')).toEqual({ default: 8192 });
    expect(readNumberMapOption(stored, 'GroupRatio')).toEqual(
      new Map([
        ['default', 1],
        ['svip', 0.5],
      ]),
    );
  });

  it('throws for a key outside the registry (a programming error)', () => {
    expect(() => readBooleanOption(stored, 'Nope')).toThrow(/Unknown option/);
  });
});
