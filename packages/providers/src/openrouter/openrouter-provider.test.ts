import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { openrouter } from './openrouter-provider.ts';

const chat = jsonOperation(openrouter.operations.chat);

describe('openrouter provider', () => {
  it('sends the attribution headers to /api/v1', () => {
    const request = chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'openai/gpt-4o' }));
    expect(request.url).toBe('https://openrouter.ai/api/v1/chat/completions');
    expect(request.headers).toMatchObject({ 'HTTP-Referer': 'https://github.com/Calcium-Ion/new-api', 'X-Title': 'New API', Authorization: 'Bearer sk-test' });
  });

  it('skips the recorded processing comments and reads the trailing usage', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 12);
    expect(replay.chunks).toHaveLength(3);
    expect(replay.usage).toMatchObject({ inputTokens: 14, outputTokens: 4 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 4, outputTokens: 3 });
  });

  it('reports a recorded mid-stream provider failure instead of forwarding it', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'error.chunks.txt'));
    expect(replay.chunks).toEqual([]);
    expect(replay.errors[0]?.error).toMatchObject({ message: 'Provider disconnected unexpectedly', code: 'server_error' });
  });

  it('maps a recorded 402', () => {
    expect(chat.mapError(402, readFixture(import.meta.url, 'error-402.json'))).toMatchObject({ status: 402, error: { code: 402 } });
  });
});
