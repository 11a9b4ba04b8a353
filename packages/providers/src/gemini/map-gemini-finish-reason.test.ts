import { describe, expect, it } from 'vitest';
import { mapGeminiFinishReason } from './map-gemini-finish-reason.ts';

describe('mapGeminiFinishReason', () => {
  it.each([
    ['STOP', false, 'stop'],
    ['MAX_TOKENS', false, 'length'],
    ['SAFETY', false, 'content_filter'],
    ['RECITATION', false, 'content_filter'],
    ['STOP', true, 'tool_calls'],
    [undefined, false, 'stop'],
    ['OTHER', false, 'stop'],
  ] as const)('%s (tool call: %s) → %s', (reason, calledTool, expected) => {
    expect(mapGeminiFinishReason(reason, calledTool)).toBe(expected);
  });
});
