import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { gemini } from './gemini-provider.ts';

const native = jsonOperation(gemini.operations.generateContent);

describe('gemini provider: native generateContent pass-through', () => {
  it('sends the client body unchanged to the mapped model, version from the context, stream as alt=sse', () => {
    const body = { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 64 } };
    const plain = native.buildRequest(body, testContext({ model: 'gemini-2.5-flash', key: 'AIza' }));
    expect(plain.url).toBe('https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent');
    expect(plain.headers['x-goog-api-key']).toBe('AIza');
    expect(JSON.parse(plain.body as string)).toEqual(body);
    const streamed = native.buildRequest(body, testContext({ model: 'gemini-1.0-pro', stream: true, baseUrl: 'http://up', gemini: { apiVersion: 'v1' } }));
    expect(streamed.url).toBe('http://up/v1/models/gemini-1.0-pro:streamGenerateContent?alt=sse');
    expect(native.streamFormat).toBe('gemini');
    expect(native.streamPassthrough).toBe(true);
  });

  it('keeps a recorded answer as is and reads usageMetadata (thoughts are output)', () => {
    const json = readJsonFixture(import.meta.url, 'generate.json');
    const parsed = native.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.usage).toMatchObject({ inputTokens: 2051, cachedInputTokens: 2000, outputTokens: 101, reasoningTokens: 80 });
  });

  it('forwards every recorded stream event and bills the last cumulative usageMetadata', () => {
    const replay = replayStream(native.createStreamParser!(testContext()), readFixture(import.meta.url, 'text.chunks.txt'), 7);
    expect(replay.chunks).toHaveLength(3);
    expect((replay.chunks[1] as { candidates: Array<{ content: { parts: Array<{ text: string }> } }> }).candidates[0]!.content.parts[0]!.text).toBe(
      'Autumn moonlight—',
    );
    expect(replay.usage).toMatchObject({ inputTokens: 9, cachedInputTokens: 4, outputTokens: 167, reasoningTokens: 150 });
    expect(replay.done).toBe(true);
    expect(replay.errors).toEqual([]);
  });

  it('reports an error event inside the stream and maps a recorded 400', () => {
    const replay = replayStream(native.createStreamParser!(testContext()), 'data: {"error":{"code":500,"message":"internal","status":"INTERNAL"}}\n\n');
    expect(replay.errors[0]?.error.message).toBe('internal');
    const mapped = native.mapError(400, readFixture(import.meta.url, 'error-400.json'));
    expect(mapped).toMatchObject({ status: 400, error: { message: 'API key not valid. Please pass a valid API key.', type: 'INVALID_ARGUMENT' } });
  });
});
