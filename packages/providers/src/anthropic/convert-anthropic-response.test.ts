import { describe, expect, it } from 'vitest';
import { convertAnthropicResponse } from './convert-anthropic-response.ts';

describe('convertAnthropicResponse', () => {
  it('joins text blocks, sets content null for a tool-only answer and maps max_tokens to length', () => {
    const toolOnly = convertAnthropicResponse(
      {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude',
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'f', input: {} }],
        stop_reason: 'tool_use',
      },
      10,
    );
    expect(toolOnly.choices[0]?.message).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'f', arguments: '{}' } }],
    });
    const truncated = convertAnthropicResponse(
      {
        id: 'msg_2',
        type: 'message',
        role: 'assistant',
        model: 'claude',
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
        stop_reason: 'max_tokens',
        usage: { input_tokens: 3, output_tokens: 4 },
      },
      10,
    );
    expect(truncated.choices[0]).toEqual({ index: 0, message: { role: 'assistant', content: 'ab' }, finish_reason: 'length' });
    expect(truncated.usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 });
  });

  it('omits usage when Anthropic sent none', () => {
    expect(convertAnthropicResponse({ id: 'm', type: 'message', role: 'assistant', model: 'c', content: [] }, 1).usage).toBeUndefined();
  });
});
