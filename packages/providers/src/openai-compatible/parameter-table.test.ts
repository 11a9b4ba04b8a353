import { describe, expect, it } from 'vitest';
import { applyParameterTable } from './parameter-table.ts';

describe('applyParameterTable', () => {
  it('drops excluded, clamps, renames and fills defaults, keeping unknown parameters', () => {
    const body = { model: 'm', logit_bias: { 1: 2 }, temperature: 3, max_tokens: 64, custom_flag: true };
    expect(
      applyParameterTable(body, {
        excluded: ['logit_bias'],
        clamp: { temperature: { min: 0, max: 2 } },
        renamed: { max_tokens: 'max_completion_tokens' },
        defaults: { top_p: 1, temperature: 0.5 },
      }),
    ).toEqual({ model: 'm', temperature: 2, max_completion_tokens: 64, custom_flag: true, top_p: 1 });
  });

  it('never overwrites a vendor-named parameter the client already sent', () => {
    expect(applyParameterTable({ max_tokens: 1, max_completion_tokens: 2 }, { renamed: { max_tokens: 'max_completion_tokens' } })).toEqual({
      max_completion_tokens: 2,
    });
  });

  it('clamps the lower bound and ignores non-numbers', () => {
    expect(applyParameterTable({ top_p: -1, n: 'x' }, { clamp: { top_p: { min: 0.01 }, n: { max: 1 } } })).toEqual({ top_p: 0.01, n: 'x' });
  });
});
