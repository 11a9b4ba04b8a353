import { describe, expect, it } from 'vitest';
import type { OpenAIChatChunk, OpenAIChatChunkDelta } from '../spec/openai-types.ts';
import { createThinkTagMapper, mapResponseReasoningToThinkTags } from './map-reasoning-to-think-tags.ts';

function chunk(delta: OpenAIChatChunkDelta, finishReason: string | null = null): OpenAIChatChunk {
  return { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

describe('thinking_to_content', () => {
  it('wraps streamed reasoning in one <think> block before the answer', () => {
    const mapper = createThinkTagMapper();
    const chunks = [
      chunk({ reasoning_content: 'a' }),
      chunk({ reasoning_content: 'b' }),
      chunk({ content: 'Answer' }),
      chunk({ content: '!' }),
      chunk({}, 'stop'),
    ];
    for (const item of chunks) mapper.mapChunk(item);
    const text = chunks.map((item) => item.choices[0]?.delta.content ?? '').join('');
    expect(text).toBe('<think>\nab\n</think>\nAnswer!');
    expect(chunks.every((item) => item.choices[0]?.delta.reasoning_content === undefined)).toBe(true);
  });

  it('closes the tag at the finish when no content followed', () => {
    const mapper = createThinkTagMapper();
    const chunks = [chunk({ reasoning_content: 'only thoughts' }), chunk({}, 'length')];
    for (const item of chunks) mapper.mapChunk(item);
    expect(chunks.map((item) => item.choices[0]?.delta.content ?? '').join('')).toBe('<think>\nonly thoughts\n</think>\n');
  });

  it('rewrites a non-stream answer', () => {
    const response = {
      id: 'r',
      object: 'chat.completion' as const,
      created: 1,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant' as const, content: 'Yes.', reasoning_content: 'Check.' }, finish_reason: 'stop' }],
    };
    mapResponseReasoningToThinkTags(response);
    expect(response.choices[0]?.message).toEqual({ role: 'assistant', content: '<think>\nCheck.\n</think>\nYes.' });
  });
});
