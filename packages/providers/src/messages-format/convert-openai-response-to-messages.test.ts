import { describe, expect, it } from 'vitest';
import { convertOpenAIResponseToMessages } from './convert-openai-response-to-messages.ts';
import { convertUsageToAnthropic } from './convert-usage-to-anthropic.ts';

describe('convertOpenAIResponseToMessages', () => {
  it('maps reasoning, text and tool calls into content blocks with Anthropic usage', () => {
    const message = convertOpenAIResponseToMessages(
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
      { inputTokens: 100, cachedInputTokens: 60, cacheWriteTokens: 0, outputTokens: 7, reasoningTokens: 0 },
    );
    expect(message).toEqual({
      id: 'chatcmpl-1',
      type: 'message',
      role: 'assistant',
      model: 'gpt-4o',
      content: [
        { type: 'thinking', thinking: 'think', signature: '' },
        { type: 'text', text: 'Sure.' },
        { type: 'tool_use', id: 'call_1', name: 'f', input: { a: 1 } },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 40, cache_creation_input_tokens: 0, cache_read_input_tokens: 60, output_tokens: 7 },
    });
  });

  it('reports zero usage when the upstream gave none', () => {
    expect(convertUsageToAnthropic(null)).toEqual({ input_tokens: 0, output_tokens: 0 });
  });
});
