import { describe, expect, it } from 'vitest';
import { convertMessagesToOpenAIRequest } from './convert-messages-to-openai-request.ts';

describe('convertMessagesToOpenAIRequest', () => {
  it('converts system, images, tool_use, tool_result, tools and sampling', () => {
    const body = convertMessagesToOpenAIRequest({
      model: 'claude-sonnet-4',
      max_tokens: 1024,
      system: [{ type: 'text', text: 'Be brief.' }],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Weather in Paris?' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAA' } },
          ],
        },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: 'hidden', signature: 's' },
            { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: '18°C' }] },
            { type: 'text', text: 'And tomorrow?' },
          ],
        },
      ],
      tools: [{ name: 'get_weather', description: 'Weather', input_schema: { type: 'object' } }],
      tool_choice: { type: 'any' },
      stop_sequences: ['END'],
      temperature: 0.5,
      top_k: 3,
      metadata: { user_id: 'u1' },
      stream: true,
    });
    expect(body).toEqual({
      model: 'claude-sonnet-4',
      max_tokens: 1024,
      messages: [
        { role: 'system', content: 'Be brief.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Weather in Paris?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAA' } },
          ],
        },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
        },
        { role: 'tool', tool_call_id: 'toolu_1', content: '18°C' },
        { role: 'user', content: 'And tomorrow?' },
      ],
      tools: [{ type: 'function', function: { name: 'get_weather', description: 'Weather', parameters: { type: 'object' } } }],
      tool_choice: 'required',
      stop: ['END'],
      temperature: 0.5,
      user: 'u1',
      stream: true,
    });
  });

  it('accepts string content and a named tool choice', () => {
    const body = convertMessagesToOpenAIRequest({
      model: 'm',
      max_tokens: 5,
      system: 'S',
      messages: [{ role: 'user', content: 'hi' }],
      tool_choice: { type: 'tool', name: 'f' },
    });
    expect(body.messages).toEqual([
      { role: 'system', content: 'S' },
      { role: 'user', content: 'hi' },
    ]);
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'f' } });
  });
});
