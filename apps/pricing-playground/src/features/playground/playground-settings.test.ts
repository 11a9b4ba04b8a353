import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, defaultSettings, isValidTemperature, normalizeTemperature, parseMaxTokens } from './playground-settings.ts';

describe('playground settings', () => {
  it('PP-015 / PP-017 / PP-018 / PP-019: gpt-4o-mini, temperature and MaxTokens unset (0), the given system prompt', () => {
    expect(defaultSettings('You are a helpful assistant.')).toEqual({
      group: '',
      model: 'gpt-4o-mini',
      temperature: 0,
      maxTokens: 0,
      systemPrompt: 'You are a helpful assistant.',
    });
    expect(DEFAULT_MODEL).toBe('gpt-4o-mini');
  });

  it('PP-016: a temperature is 0.1 to 1', () => {
    expect([0.1, 0.5, 1].every(isValidTemperature)).toBe(true);
    expect([0, 0.05, 1.1, Number.NaN].some(isValidTemperature)).toBe(false);
  });

  it('PP-016: values land on the 0.1 grid, 0 stays unset, the rest is clamped to 0.1–1', () => {
    expect(normalizeTemperature(0.7000000001)).toBe(0.7);
    expect(normalizeTemperature(0.04)).toBe(0.1);
    expect(normalizeTemperature(0)).toBe(0);
    expect(normalizeTemperature(-1)).toBe(0);
    expect(normalizeTemperature(3)).toBe(1);
  });

  it('PP-018: MaxTokens is a whole number, empty is 0', () => {
    expect(parseMaxTokens(' 512 ')).toBe(512);
    expect(parseMaxTokens('')).toBe(0);
    expect(parseMaxTokens('1.5')).toBeUndefined();
    expect(parseMaxTokens('-3')).toBeUndefined();
    expect(parseMaxTokens(String(2 ** 31))).toBeUndefined();
  });
});
