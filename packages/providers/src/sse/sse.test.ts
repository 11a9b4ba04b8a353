import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './create-sse-parser.ts';
import { serializeSseData, serializeSseEvent, serializeStreamChunk, sseDone } from './serialize-sse.ts';

const recorded = readFileSync(new URL('./__fixtures__/openai-chat.chunks.txt', import.meta.url), 'utf8');

/** A stream exercising every rule: CRLF, bare CR, comments, named events, multi-line data, id, no space after colon. */
const tricky = [
  ': keep-alive comment',
  '',
  'event: message_start',
  'data: {"type":"message_start"}',
  '',
  'data:first line',
  'data: second line',
  'id: 7',
  '',
  'data: {"a":1}',
  'retry: 1000',
  '',
  'data: [DONE]',
  '',
]
  .join('\r\n')
  .replace('data: {"a":1}\r\n', 'data: {"a":1}\r');

function parseWhole(text: string): SseEvent[] {
  const parser = createSseParser();
  return [...parser.feed(text), ...parser.end()];
}

function parseSplit(text: string, cuts: number[]): SseEvent[] {
  const parser = createSseParser();
  const events: SseEvent[] = [];
  let previous = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.feed(text.slice(previous, cut)));
    previous = cut;
  }
  return [...events, ...parser.end()];
}

/** Small deterministic PRNG so the fuzz cases are reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe('createSseParser', () => {
  it('decodes a recorded OpenAI stream into its six data events', () => {
    const events = parseWhole(recorded);
    expect(events).toHaveLength(6);
    expect(events.at(-1)).toEqual({ data: '[DONE]' });
    expect(JSON.parse(events[2]!.data).choices[0].delta.content).toBe(' there! 你好');
  });

  it('applies the EventSource rules: comments, named events, joined data lines, id, CR and CRLF', () => {
    expect(parseWhole(tricky)).toEqual([
      { event: 'message_start', data: '{"type":"message_start"}' },
      { data: 'first line\nsecond line', id: '7' },
      { data: '{"a":1}', id: '7' },
      { data: '[DONE]', id: '7' },
    ]);
  });

  it('yields the same events for every single split point (mid-line, mid-"data:", between \\r and \\n)', () => {
    for (const text of [recorded, tricky]) {
      const expected = parseWhole(text);
      for (let cut = 0; cut <= text.length; cut += 1) {
        expect(parseSplit(text, [cut])).toEqual(expected);
      }
    }
  });

  it('yields the same events for 300 random multi-way splits, down to one character per chunk', () => {
    const random = seeded(42);
    for (const text of [recorded, tricky]) {
      const expected = parseWhole(text);
      for (let round = 0; round < 150; round += 1) {
        const cuts = new Set<number>();
        const count = 1 + Math.floor(random() * 40);
        for (let index = 0; index < count; index += 1) cuts.add(Math.floor(random() * text.length));
        expect(
          parseSplit(
            text,
            [...cuts].sort((left, right) => left - right),
          ),
        ).toEqual(expected);
      }
      expect(
        parseSplit(
          text,
          Array.from({ length: text.length }, (_, index) => index),
        ),
      ).toEqual(expected);
    }
  });

  it('flushes a last event that has no trailing blank line', () => {
    const parser = createSseParser();
    expect(parser.feed('data: {"x":1}')).toEqual([]);
    expect(parser.end()).toEqual([{ data: '{"x":1}' }]);
  });

  it('ignores events without data lines', () => {
    expect(parseWhole('event: ping\n\n: comment\n\n')).toEqual([]);
  });
});

describe('serializers', () => {
  it('writes data and named events that the parser reads back', () => {
    const text = serializeSseData({ a: 1 }) + serializeSseEvent('message_stop', { type: 'message_stop' }) + sseDone;
    expect(text).toBe('data: {"a":1}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\ndata: [DONE]\n\n');
    expect(parseWhole(text)).toEqual([{ data: '{"a":1}' }, { event: 'message_stop', data: '{"type":"message_stop"}' }, { data: '[DONE]' }]);
  });

  it('names Anthropic chunks after their type and leaves OpenAI chunks unnamed', () => {
    expect(serializeStreamChunk('anthropic', { type: 'ping' })).toBe('event: ping\ndata: {"type":"ping"}\n\n');
    expect(serializeStreamChunk('openai', { id: 'x' })).toBe('data: {"id":"x"}\n\n');
  });
});
