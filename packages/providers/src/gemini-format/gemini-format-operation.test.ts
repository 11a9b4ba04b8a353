import { describe, expect, it } from 'vitest';
import { anthropic } from '../anthropic/anthropic-provider.ts';
import { gemini } from '../gemini/gemini-provider.ts';
import { openai } from '../openai/openai-provider.ts';
import { jsonOperation, testContext } from '../testing/fixtures.ts';

const generate = { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 100 } };

describe('generateContent on chat channels and countGeminiTokens', () => {
  it('an OpenAI-format channel gets the converted chat request with include_usage, and answers Gemini-shaped', () => {
    const operation = jsonOperation(openai.operations.generateContent);
    const request = operation.buildRequest(generate, testContext({ model: 'gpt-4o', stream: true }));
    expect(request.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(request.headers.Authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request.body as string)).toEqual({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'hi' }],
      max_tokens: 100,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(operation.streamFormat).toBe('gemini');
    expect(operation.streamPassthrough).toBeUndefined();
    expect(operation.conversion).toBe('gemini_to_chat');
    expect(jsonOperation(gemini.operations.generateContent).conversion).toBeUndefined();
    const parsed = operation.parseResponse(
      {
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4o',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
      },
      testContext(),
    );
    expect(parsed.body).toMatchObject({
      candidates: [{ content: { role: 'model', parts: [{ text: 'Hello' }] }, finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 2 },
    });
    expect(parsed.usage).toMatchObject({ inputTokens: 9, outputTokens: 2 });
  });

  it('an Anthropic channel gets a Messages request (x-api-key, max_tokens) and answers Gemini-shaped with cache usage', () => {
    const operation = jsonOperation(anthropic.operations.generateContent);
    const request = operation.buildRequest(generate, testContext({ model: 'claude-sonnet-4', stream: false, key: 'sk-ant' }));
    expect(request.url).toBe('https://api.anthropic.com/v1/messages');
    expect(request.headers['x-api-key']).toBe('sk-ant');
    expect(JSON.parse(request.body as string)).toMatchObject({
      model: 'claude-sonnet-4',
      max_tokens: 100,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
    });
    const parsed = operation.parseResponse(
      {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4',
        content: [{ type: 'text', text: 'Hi' }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 3, cache_read_input_tokens: 10, cache_creation_input_tokens: 4, output_tokens: 2 },
      },
      testContext(),
    );
    expect(parsed.usage).toMatchObject({ inputTokens: 17, cachedInputTokens: 10, cacheWriteTokens: 4, outputTokens: 2 });
    expect(parsed.body).toMatchObject({
      candidates: [{ content: { parts: [{ text: 'Hi' }] }, finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 17, cachedContentTokenCount: 10 },
    });
  });

  it('a Gemini channel passes :countTokens through with the mapped model; only Gemini counts natively', () => {
    const operation = jsonOperation(gemini.operations.countGeminiTokens);
    const plain = operation.buildRequest({ contents: generate.contents }, testContext({ model: 'gemini-2.5-pro', key: 'AIza' }));
    expect(plain.url).toBe('https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-pro:countTokens');
    expect(plain.headers['x-goog-api-key']).toBe('AIza');
    expect(JSON.parse(plain.body as string)).toEqual({ contents: generate.contents });
    const wrapped = operation.buildRequest(
      { generateContentRequest: { model: 'models/public', contents: generate.contents } },
      testContext({ model: 'gemini-2.5-pro', stream: true }),
    );
    expect(wrapped.url.endsWith(':countTokens')).toBe(true);
    expect(JSON.parse(wrapped.body as string)).toEqual({ generateContentRequest: { model: 'models/gemini-2.5-pro', contents: generate.contents } });
    expect(operation.parseResponse({ totalTokens: 7 }, testContext())).toEqual({ body: { totalTokens: 7 }, usage: null });
    expect(openai.operations.countGeminiTokens).toBeUndefined();
    expect(anthropic.operations.countGeminiTokens).toBeUndefined();
  });
});
