import { describe, expect, it } from 'vitest';
import { completionRatioFor } from './completion-ratio.ts';

describe('completionRatioFor (resolved as new-api does)', () => {
  it.each([
    ['gpt-4o', 4],
    ['gpt-4o-mini', 4],
    ['gpt-4o-2024-05-13', 3],
    ['gpt-4-turbo', 3],
    ['gpt-4', 2],
    ['gpt-4.1-mini', 4],
    ['gpt-5', 8],
    ['o1-mini', 4],
    ['o3', 4],
    ['chatgpt-4o-latest', 3],
    ['claude-3-5-sonnet-20241022', 5],
    ['claude-sonnet-4-20250514', 5],
    ['claude-2.1', 3],
    ['gpt-3.5-turbo', 3],
    ['gpt-3.5-turbo-1106', 2],
    ['gpt-3.5-turbo-16k', 4 / 3],
    ['mistral-large-latest', 3],
    ['gemini-1.5-pro', 4],
    ['gemini-2.5-pro-preview-05-06', 8],
    ['gemini-2.5-flash', 4],
    ['command-r-plus', 5],
    ['command-light', 4],
    ['deepseek-chat', 4],
    ['DeepSeek-Reasoner', 4],
    ['ERNIE-Speed-8K', 2],
    ['llama3-8b-8192', 2],
    ['text-embedding-3-small', 1],
    ['qwen-max', 1],
  ])('built-in: %s → %d', (model, ratio) => {
    expect(completionRatioFor(model, new Map())).toBeCloseTo(ratio, 10);
  });

  it('a model the table knows keeps its ratio over the option; the option wins for the rest and for vendor-prefixed names', () => {
    const options = new Map(Object.entries({ 'gpt-4o': 1, 'gpt-4': 3, 'qwen-max': 3, 'openai/gpt-4o': 2, 'gpt-4-all': 2 }));
    expect(completionRatioFor('gpt-4o', options)).toBe(4);
    // Only a family fallback: the option wins.
    expect(completionRatioFor('gpt-4', options)).toBe(3);
    expect(completionRatioFor('qwen-max', options)).toBe(3);
    expect(completionRatioFor('openai/gpt-4o', options)).toBe(2);
    // gpt-4 "-all" models are outside the table: the option decides (new-api's default map has gpt-4-all: 2).
    expect(completionRatioFor('gpt-4-all', options)).toBe(2);
    expect(completionRatioFor('gpt-4-gizmo-*', new Map())).toBe(1);
  });

  it('names of Object.prototype members are ordinary models: the family fallback 1, or the option when set', () => {
    for (const model of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(completionRatioFor(model, new Map())).toBe(1);
      expect(completionRatioFor(model, new Map([[model, 2]]))).toBe(2);
    }
  });
});
