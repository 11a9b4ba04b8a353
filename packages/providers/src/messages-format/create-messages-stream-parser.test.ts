import { describe, expect, it } from 'vitest';
import type { AnthropicStreamEvent } from '../anthropic/anthropic-api-types.ts';
import { convertOpenAIUsage } from '../openai-compatible/convert-openai-usage.ts';
import { readFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { createMessagesStreamParser } from './create-messages-stream-parser.ts';

const recorded = readFixture(import.meta.url, 'reasoning-tool.chunks.txt');

describe('createMessagesStreamParser (OpenAI stream → Anthropic events)', () => {
  it.each([1, 17, 100000])('re-encodes a recorded reasoning + text + tool-call stream (%i-character pieces)', (piece) => {
    const replay = replayStream(createMessagesStreamParser(testContext({ model: 'deepseek-chat' }), convertOpenAIUsage), recorded, piece);
    const events = replay.chunks as AnthropicStreamEvent[];
    expect(events.map((event) => event.type)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events[1]).toEqual({ type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } });
    expect(events[8]).toEqual({ type: 'content_block_start', index: 2, content_block: { type: 'tool_use', id: 'call_0_a1', name: 'get_weather', input: {} } });
    expect(events[9]).toEqual({ type: 'content_block_delta', index: 2, delta: { type: 'input_json_delta', partial_json: '{"city":"Paris"}' } });
    expect(events[11]).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { input_tokens: 56, cache_creation_input_tokens: 0, cache_read_input_tokens: 64, output_tokens: 30 },
    });
    expect(replay.usage).toMatchObject({ inputTokens: 120, cachedInputTokens: 64, outputTokens: 30 });
    expect(replay.done).toBe(true);
  });

  it('closes the message at end() when the upstream sent no [DONE], exactly once', () => {
    const parser = createMessagesStreamParser(testContext(), convertOpenAIUsage);
    const first = parser.feed('data: {"id":"c","model":"m","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":"length"}]}\n\n');
    const last = parser.end();
    const types = [...first.chunks, ...last.chunks].map((event) => (event as AnthropicStreamEvent).type);
    expect(types).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    expect((last.chunks[1] as { delta: { stop_reason: string } }).delta.stop_reason).toBe('max_tokens');
  });
});
