import { readFileSync } from 'node:fs';
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

  it('repairs `choices: {}` and a frame without choices to `choices: []`, in scan mode too', () => {
    for (const scanOnly of [false, true]) {
      const parser = createOpenAICompatibleStreamParser(convertOpenAIUsage, { scanOnly });
      const object = parser.feed('data: {"id":"a","choices":{}}\n\n');
      expect(object.repaired).toBe(true);
      expect(object.chunks).toEqual([{ id: 'a', choices: [] }]);
      const bare = parser.feed('data: {"id":"a","usage":{"prompt_tokens":3,"completion_tokens":1}}\n\n');
      expect(bare.repaired).toBe(true);
      expect(bare.chunks).toEqual([{ id: 'a', choices: [], usage: { prompt_tokens: 3, completion_tokens: 1 } }]);
      expect(bare.usage).toMatchObject({ inputTokens: 3, outputTokens: 1 });
    }
  });

  it('reports no usage when the upstream sends none', () => {
    const replay = replayStream(createOpenAICompatibleStreamParser(convertOpenAIUsage), 'data: {"id":"a","choices":[],"usage":null}\n\n');
    expect(replay.usage).toBeNull();
    expect(replay.done).toBe(false);
  });

  describe('scan mode (the relay forwards the upstream bytes itself)', () => {
    /** Text the way the relay reads it from full chunks (content, reasoning, text, tool-call names and arguments). */
    function textOf(chunks: unknown[]): string {
      let text = '';
      for (const chunk of chunks as Array<{ choices?: Array<Record<string, any>> }>) {
        for (const choice of chunk.choices ?? []) {
          const parts = [
            choice.text,
            choice.delta?.content,
            choice.delta?.reasoning_content,
            ...(choice.delta?.tool_calls ?? []).flatMap((call: any) => [call.function?.name, call.function?.arguments]),
          ];
          text += parts.filter((part) => typeof part === 'string').join('');
        }
      }
      return text;
    }

    function scanAll(text: string, pieceLength: number) {
      const parser = createOpenAICompatibleStreamParser(convertOpenAIUsage, { scanOnly: true });
      const outputs = [];
      for (let start = 0; start < text.length; start += pieceLength) outputs.push(parser.feed(text.slice(start, start + pieceLength)));
      outputs.push(parser.end());
      return {
        usage: outputs.reduce<unknown>((last, output) => output.usage ?? last, null),
        done: outputs.some((output) => output.done),
        text: outputs.map((output) => (output.generatedText ?? '') + textOf(output.chunks)).join(''),
        builtChunks: outputs.reduce((sum, output) => sum + output.chunks.length, 0),
      };
    }

    for (const fixture of [
      '../openai/__fixtures__/chat.chunks.txt',
      '../openai/__fixtures__/tool-call.chunks.txt',
      '../sse/__fixtures__/openai-chat.chunks.txt',
    ]) {
      it(`reports the same usage, end and generated text as a full parse, at any split (${fixture.split('/').pop()})`, () => {
        const text = readFileSync(new URL(fixture, import.meta.url), 'utf8');
        const full = replayStream(createOpenAICompatibleStreamParser(convertOpenAIUsage), text);
        for (const pieceLength of [1, 7, 64, text.length]) {
          const scanned = scanAll(text, pieceLength);
          expect(scanned.usage).toEqual(full.usage);
          expect(scanned.done).toBe(full.done);
          expect(scanned.text).toBe(textOf(full.chunks));
          // Only the usage carrier is parsed.
          expect(scanned.builtChunks).toBeLessThanOrEqual(1);
        }
      });
    }

    it('unescapes generated text and falls back to a full parse for a step that needs repair', () => {
      const parser = createOpenAICompatibleStreamParser(convertOpenAIUsage, { scanOnly: true });
      const plain = parser.feed('data: {"id":"a","choices":[{"index":0,"delta":{"content":"say \\"hi\\"\\n"}}]}\n\n');
      expect(plain.generatedText).toBe('say "hi"\n');
      expect(plain.chunks).toEqual([]);
      const repaired = parser.feed('data: {"id":"a","choices":[{"index":0,"delta":{"content":"ok"}}]}\n\ndata: {"id":"a","choices":null}\n\n');
      expect(repaired.repaired).toBe(true);
      expect(repaired.generatedText).toBeUndefined();
      expect(repaired.chunks).toEqual([
        { id: 'a', choices: [{ index: 0, delta: { content: 'ok' } }] },
        { id: 'a', choices: [] },
      ]);
      const error = parser.feed('data: {"error":{"message":"overloaded","type":"server_error"}}\n\n');
      expect(error.error?.error.message).toBe('overloaded');
    });
  });
});
