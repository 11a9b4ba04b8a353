import { describe, expect, it } from 'vitest';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import { convertOpenAIChunkToParts } from './convert-openai-chunk-to-parts.ts';

const base = { id: 'c', object: 'chat.completion.chunk' as const, created: 1, model: 'm' };

describe('convertOpenAIChunkToParts', () => {
  it('decodes tool call fragments, unknown finish reasons and usage-only chunks', () => {
    const chunk: OpenAIChatChunk = {
      ...base,
      choices: [
        { index: 0, delta: { tool_calls: [{ index: 1, id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a"' } }] }, finish_reason: 'eos' },
      ],
    };
    expect(convertOpenAIChunkToParts(chunk)).toEqual([
      { type: 'tool-call-delta', index: 1, id: 'call_1', name: 'f', argumentsDelta: '{"a"' },
      { type: 'finish', reason: 'stop' },
    ]);
    expect(convertOpenAIChunkToParts({ ...base, choices: [], usage: { prompt_tokens: 3, completion_tokens: 2 } })).toEqual([
      {
        type: 'usage-final',
        usage: {
          inputTokens: 3,
          cachedInputTokens: 0,
          cacheWriteTokens: 0,
          outputTokens: 2,
          reasoningTokens: 0,
          raw: { prompt_tokens: 3, completion_tokens: 2 },
        },
      },
    ]);
  });

  it('reads OpenRouter-style `reasoning` as reasoning', () => {
    const chunk = { ...base, choices: [{ index: 0, delta: { reasoning: 'hmm' }, finish_reason: null }] } as unknown as OpenAIChatChunk;
    expect(convertOpenAIChunkToParts(chunk)).toEqual([{ type: 'reasoning-delta', text: 'hmm' }]);
  });
});
