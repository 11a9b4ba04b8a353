import { describe, expect, it } from 'vitest';
import { createOpenAIChunkEncoder } from './openai-chunk-encoder.ts';
import { resolveBaseUrl } from './resolve-base-url.ts';
import { createUsage, toOpenAIUsage, tokenCount } from './usage.ts';

describe('usage helpers', () => {
  it('counts only finite positive numbers, truncated', () => {
    expect([tokenCount(3.9), tokenCount(-1), tokenCount(null), tokenCount('5'), tokenCount(Number.NaN)]).toEqual([3, 0, 0, 0, 0]);
  });

  it('writes NormalizedUsage back in OpenAI shape with cache and reasoning details', () => {
    const usage = createUsage({ inputTokens: 100, cachedInputTokens: 40, cacheWriteTokens: 10, outputTokens: 20, reasoningTokens: 5 });
    expect(toOpenAIUsage(usage)).toEqual({
      prompt_tokens: 100,
      completion_tokens: 20,
      total_tokens: 120,
      prompt_tokens_details: { cached_tokens: 40, cached_creation_tokens: 10 },
      completion_tokens_details: { reasoning_tokens: 5 },
    });
  });
});

describe('resolveBaseUrl', () => {
  it('prefers the channel base URL, falls back to the default and strips one trailing slash', () => {
    const context = { key: 'k', model: 'm', stream: false };
    expect(resolveBaseUrl({ ...context, baseUrl: 'https://proxy.example/' }, 'https://api.openai.com')).toBe('https://proxy.example');
    expect(resolveBaseUrl({ ...context, baseUrl: '' }, 'https://api.openai.com')).toBe('https://api.openai.com');
  });
});

describe('createOpenAIChunkEncoder', () => {
  it('puts the assistant role on the first chunk only and encodes every part type', () => {
    const encoder = createOpenAIChunkEncoder({ id: 'chatcmpl-1', model: 'm', created: 1 });
    const first = encoder.encode({ type: 'reasoning-delta', text: 'think' });
    const second = encoder.encode({ type: 'text-delta', text: 'hi' });
    const tool = encoder.encode({ type: 'tool-call-delta', index: 0, id: 'call_1', name: 'get_weather', argumentsDelta: '' });
    const finish = encoder.encode({ type: 'finish', reason: 'tool_calls' });
    const usage = encoder.encode({ type: 'usage-final', usage: createUsage({ inputTokens: 3, outputTokens: 4 }) });
    expect(first?.choices[0]?.delta).toEqual({ reasoning_content: 'think', role: 'assistant' });
    expect(second?.choices[0]?.delta).toEqual({ content: 'hi' });
    expect(tool?.choices[0]?.delta.tool_calls).toEqual([{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } }]);
    expect(finish?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(usage?.choices).toEqual([]);
    expect(usage?.usage?.total_tokens).toBe(7);
    expect(encoder.encode({ type: 'error', error: { status: 500, error: { message: 'x', type: 't', code: null }, retryable: true } })).toBeNull();
  });
});
