import { describe, expect, it } from 'vitest';
import { mapAnthropicFinishReason, mapFinishReasonToAnthropic } from './map-anthropic-finish-reason.ts';

describe('finish reason mapping', () => {
  it.each([
    ['end_turn', 'stop'],
    ['stop_sequence', 'stop'],
    ['max_tokens', 'length'],
    ['tool_use', 'tool_calls'],
    ['refusal', 'content_filter'],
    [null, 'stop'],
  ])('Anthropic %s → OpenAI %s', (stopReason, expected) => {
    expect(mapAnthropicFinishReason(stopReason)).toBe(expected);
  });

  it.each([
    ['stop', 'end_turn'],
    ['length', 'max_tokens'],
    ['tool_calls', 'tool_use'],
    ['content_filter', 'refusal'],
    [null, 'end_turn'],
  ])('OpenAI %s → Anthropic %s', (finishReason, expected) => {
    expect(mapFinishReasonToAnthropic(finishReason)).toBe(expected);
  });
});
