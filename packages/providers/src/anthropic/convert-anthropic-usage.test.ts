import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import type { AnthropicResponse } from './anthropic-api-types.ts';
import { anthropic } from './anthropic-provider.ts';
import { convertAnthropicUsage, mergeAnthropicUsage } from './convert-anthropic-usage.ts';

describe('convertAnthropicUsage', () => {
  it('adds cache reads and writes to input tokens, since Anthropic reports them apart', () => {
    const raw = { input_tokens: 21, cache_creation_input_tokens: 188, cache_read_input_tokens: 1024, output_tokens: 12 };
    expect(convertAnthropicUsage(raw)).toEqual({
      inputTokens: 1233,
      cachedInputTokens: 1024,
      cacheWriteTokens: 188,
      outputTokens: 12,
      reasoningTokens: 0,
      raw,
    });
  });

  it('returns null for missing or empty usage', () => {
    expect(convertAnthropicUsage(undefined)).toBeNull();
    expect(convertAnthropicUsage({ input_tokens: 0, output_tokens: 0 })).toBeNull();
  });

  it('merges message_start and message_delta usage, later non-null values winning', () => {
    const merged = mergeAnthropicUsage({ input_tokens: 21, cache_read_input_tokens: 5, output_tokens: 1 }, { output_tokens: 12, input_tokens: null });
    expect(merged).toEqual({ input_tokens: 21, cache_read_input_tokens: 5, output_tokens: 12 });
  });
});

describe('Anthropic server-side web search (server_tool_use.web_search_requests, billed per search)', () => {
  it('a recorded message with two searches reports webSearchCalls 2 next to its tokens', () => {
    const message = readJsonFixture(import.meta.url, 'web-search.json') as AnthropicResponse;
    expect(convertAnthropicUsage(message.usage)).toEqual({
      inputTokens: 6039,
      cachedInputTokens: 0,
      cacheWriteTokens: 0,
      outputTokens: 412,
      reasoningTokens: 0,
      webSearchCalls: 2,
      raw: message.usage,
    });
    // Both the native pass-through and the chat conversion carry it to billing.
    expect(jsonOperation(anthropic.operations.messages).parseResponse(message, testContext()).usage?.webSearchCalls).toBe(2);
    expect(jsonOperation(anthropic.operations.chat).parseResponse(message, testContext()).usage?.webSearchCalls).toBe(2);
  });

  it('a recorded stream reports the count of its final message_delta (native and converted parsers)', () => {
    const text = readFixture(import.meta.url, 'web-search.chunks.txt');
    const native = replayStream(jsonOperation(anthropic.operations.messages).createStreamParser!(testContext()), text, 37);
    expect(native.usage).toMatchObject({ inputTokens: 10682, outputTokens: 510, webSearchCalls: 1 });
    const converted = replayStream(jsonOperation(anthropic.operations.chat).createStreamParser!(testContext()), text, 37);
    expect(converted.usage).toMatchObject({ inputTokens: 10682, outputTokens: 510, webSearchCalls: 1 });
  });

  it('no server_tool_use, a null one or zero searches: no webSearchCalls field', () => {
    expect(convertAnthropicUsage({ input_tokens: 5, output_tokens: 1 })).not.toHaveProperty('webSearchCalls');
    expect(convertAnthropicUsage({ input_tokens: 5, output_tokens: 1, server_tool_use: null })).not.toHaveProperty('webSearchCalls');
    expect(convertAnthropicUsage({ input_tokens: 5, output_tokens: 1, server_tool_use: { web_search_requests: 0 } })).not.toHaveProperty('webSearchCalls');
  });
});
