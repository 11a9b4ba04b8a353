import { describe, expect, it } from 'vitest';
import { channelTypeByValue, channelTypeOptions, channelTypes } from './channel-type-catalogue.ts';
import { midjourneyModels, sunoModels } from './task-model-prefill.ts';

describe('channel type catalogue', () => {
  it('CH-008 covers every value 1..60 exactly once, in order', () => {
    expect(channelTypes.map((info) => info.value)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  });

  it('CH-008 names the types the spec fixes', () => {
    const names: Record<number, string> = {
      1: 'OpenAI',
      3: 'Azure OpenAI',
      4: 'Ollama',
      8: 'Custom',
      14: 'Anthropic Claude',
      24: 'Google Gemini',
      36: 'Suno API',
      43: 'DeepSeek',
      60: 'Fal AI',
    };
    for (const [value, name] of Object.entries(names)) expect(channelTypeByValue(Number(value))?.name).toBe(name);
    expect(channelTypeByValue(2)?.name).toMatch(/Midjourney/);
    expect(channelTypeByValue(5)?.name).toMatch(/Midjourney/);
  });

  it('every type has its own colour as a hex value', () => {
    const colors = channelTypes.map((info) => info.color.toLowerCase());
    expect(colors.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
    expect(new Set(colors).size).toBe(colors.length);
  });

  it('unused numbers are flagged and kept out of the select', () => {
    for (const value of [28, 29, 30, 32]) {
      expect(channelTypeByValue(value)?.unused).toBe(true);
      expect(channelTypeOptions.some((info) => info.value === value)).toBe(false);
    }
    expect(channelTypeOptions.some((info) => info.value === 6)).toBe(false);
    expect(channelTypeOptions.some((info) => info.value === 1)).toBe(true);
  });

  it('special key formats of types 15, 18, 22, 23, 33 and 41', () => {
    expect(channelTypeByValue(15)).toMatchObject({ keyFormat: 'pipe', keyParts: 2 });
    expect(channelTypeByValue(18)).toMatchObject({ keyFormat: 'pipe', keyParts: 3, otherDefault: 'v2.1' });
    expect(channelTypeByValue(23)).toMatchObject({ keyFormat: 'pipe', keyParts: 3 });
    expect(channelTypeByValue(33)).toMatchObject({ keyFormat: 'pipe', keyParts: 3 });
    expect(channelTypeByValue(41)?.keyFormat).toBe('json');
    expect(channelTypeByValue(16)?.keyFormat).toBe('id.secret');
  });

  it('types 2, 5 and 36 pre-fill their own models', () => {
    expect(channelTypeByValue(2)?.modelPrefill).toEqual(midjourneyModels);
    expect(channelTypeByValue(5)?.modelPrefill).toContain('mj_imagine');
    expect(channelTypeByValue(36)?.modelPrefill).toEqual(sunoModels);
  });

  it("base URLs follow new-api's table", () => {
    expect(channelTypeByValue(1)?.defaultBaseUrl).toBe('https://api.openai.com');
    expect(channelTypeByValue(14)?.defaultBaseUrl).toBe('https://api.anthropic.com');
    expect(channelTypeByValue(3)?.defaultBaseUrl).toBe('');
    expect(channelTypeByValue(0)).toBeUndefined();
    expect(channelTypeByValue(61)).toBeUndefined();
  });
});
