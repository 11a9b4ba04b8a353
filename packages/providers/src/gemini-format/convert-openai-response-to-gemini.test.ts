import { describe, expect, it } from 'vitest';
import { convertGeminiUsage } from '../gemini/convert-gemini-usage.ts';
import { convertOpenAIResponseToGemini } from './convert-openai-response-to-gemini.ts';
import { convertUsageToGemini } from './convert-usage-to-gemini.ts';

describe('convertOpenAIResponseToGemini', () => {
  it('maps reasoning, text and tool calls into parts, with Gemini usage', () => {
    const usage = { inputTokens: 100, cachedInputTokens: 60, cacheWriteTokens: 0, outputTokens: 9, reasoningTokens: 2 };
    const answer = convertOpenAIResponseToGemini(
      {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4o',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: 'Sure.',
              reasoning_content: 'think',
              tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }],
            },
            finish_reason: 'tool_calls',
          },
        ],
      },
      usage,
    );
    expect(answer).toEqual({
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: 'think', thought: true }, { text: 'Sure.' }, { functionCall: { id: 'call_1', name: 'f', args: { a: 1 } } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 7, thoughtsTokenCount: 2, cachedContentTokenCount: 60, totalTokenCount: 109 },
      modelVersion: 'gpt-4o',
      responseId: 'chatcmpl-1',
    });
    // The usage a Gemini client sees reads back to the usage billed.
    expect(convertGeminiUsage(answer.usageMetadata)).toMatchObject(usage);
  });

  it('maps length to MAX_TOKENS and reports zero usage when there was none', () => {
    const answer = convertOpenAIResponseToGemini(
      {
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: 'x' }, finish_reason: 'length' }],
      },
      null,
    );
    expect(answer.candidates?.[0]?.finishReason).toBe('MAX_TOKENS');
    expect(convertUsageToGemini(null)).toEqual({ promptTokenCount: 0, candidatesTokenCount: 0, totalTokenCount: 0 });
  });
});
