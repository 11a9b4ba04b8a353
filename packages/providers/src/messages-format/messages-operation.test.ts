import { describe, expect, it } from 'vitest';
import { openai } from '../openai/openai-provider.ts';
import { jsonOperation, testContext } from '../testing/fixtures.ts';

const messages = jsonOperation(openai.operations.messages);

describe('messages on an OpenAI-format channel', () => {
  it('sends the converted request to the chat endpoint with include_usage', () => {
    const request = messages.buildRequest(
      { model: 'claude-x', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], stream: true },
      testContext({ model: 'gpt-4o', stream: true }),
    );
    expect(request.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(JSON.parse(request.body as string)).toEqual({
      model: 'gpt-4o',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(messages.streamFormat).toBe('anthropic');
  });

  it('answers with an Anthropic message and the normalized usage', () => {
    const parsed = messages.parseResponse(
      {
        id: 'chatcmpl-9',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4o',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
      },
      testContext(),
    );
    expect(parsed.body).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: 'Hello' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 9, output_tokens: 2 },
    });
    expect(parsed.usage).toMatchObject({ inputTokens: 9, outputTokens: 2 });
  });
});
