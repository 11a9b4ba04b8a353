import { describe, expect, it } from 'vitest';
import { replayStream } from '../testing/fixtures.ts';
import { convertOpenAIUsage } from './convert-openai-usage.ts';
import { createOpenAICompatibleStreamParser } from './openai-compatible-stream-parser.ts';

describe('createOpenAICompatibleStreamParser', () => {
  it('repairs choices:null, drops malformed events and reports an in-stream error', () => {
    const text = [
      'data: {"id":"a","choices":null}',
      'data: {"id":"a","choices":[{"index":0,"delta":{"content":"x"}}',
      'data: {"error":{"message":"upstream overloaded","type":"server_error","code":null}}',
      'data: [DONE]',
      '',
    ].join('\n\n');
    const replay = replayStream(createOpenAICompatibleStreamParser(convertOpenAIUsage), text, 5);
    expect(replay.chunks).toEqual([{ id: 'a', choices: [] }]);
    expect(replay.errors).toHaveLength(1);
    expect(replay.errors[0]?.error.message).toBe('upstream overloaded');
    expect(replay.done).toBe(true);
  });

  it('flags a step that dropped or repaired an event, so the relay stops passing its bytes through', () => {
    const parser = createOpenAICompatibleStreamParser(convertOpenAIUsage);
    expect(parser.feed('data: {"id":"a","choices":[]}\n\n').repaired).toBeUndefined();
    expect(parser.feed('data: {"id":"a","choices":null}\n\n').repaired).toBe(true);
    expect(parser.feed('data: {"id":"a","choices":[{"delta":\n\n').repaired).toBe(true);
    expect(parser.feed('data: [DONE]\n\n').repaired).toBeUndefined();
  });

  it('reports no usage when the upstream sends none', () => {
    const replay = replayStream(createOpenAICompatibleStreamParser(convertOpenAIUsage), 'data: {"id":"a","choices":[],"usage":null}\n\n');
    expect(replay.usage).toBeNull();
    expect(replay.done).toBe(false);
  });
});
