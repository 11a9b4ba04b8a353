import { describe, expect, it } from 'vitest';
import { convertXaiUsage } from './convert-xai-usage.ts';

describe('convertXaiUsage', () => {
  it('adds reasoning back into output when completion_tokens left it out', () => {
    expect(convertXaiUsage({ prompt_tokens: 12, completion_tokens: 2, total_tokens: 214, completion_tokens_details: { reasoning_tokens: 200 } })).toMatchObject(
      {
        inputTokens: 12,
        outputTokens: 202,
        reasoningTokens: 200,
      },
    );
  });

  it('does not double count when completion_tokens already includes reasoning', () => {
    expect(
      convertXaiUsage({ prompt_tokens: 12, completion_tokens: 202, total_tokens: 214, completion_tokens_details: { reasoning_tokens: 200 } })?.outputTokens,
    ).toBe(202);
    expect(convertXaiUsage(null)).toBeNull();
  });
});
