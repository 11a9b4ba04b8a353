import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { openai } from './openai-provider.ts';

const chat = jsonOperation(openai.operations.chat);

describe('openai provider', () => {
  it('has every OpenAI operation, the Responses API, plus messages and generateContent converted to chat', () => {
    expect(Object.keys(openai.operations).sort()).toEqual([
      'audioSpeech',
      'audioTranscription',
      'audioTranslation',
      'chat',
      'completions',
      'embeddings',
      'generateContent',
      'images',
      'messages',
      'moderations',
      'rerank',
      'responses',
    ]);
    expect(openai.operations.audioSpeech?.responseType).toBe('binary');
  });

  it('builds a streaming chat request with the mapped model, include_usage forced and the organization header', () => {
    const request = chat.buildRequest(
      { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: false }, user: 'u1' },
      testContext({ model: 'gpt-4o-2024-08-06', stream: true, organization: 'org-123', key: 'sk-live' }),
    );
    expect(request.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(request.headers).toEqual({
      Authorization: 'Bearer sk-live',
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'OpenAI-Organization': 'org-123',
    });
    expect(JSON.parse(request.body as string)).toEqual({
      model: 'gpt-4o-2024-08-06',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
      user: 'u1',
    });
  });

  it('drops stream_options from a non-stream request and uses the channel base URL', () => {
    const request = chat.buildRequest(
      { model: 'gpt-4o', messages: [], stream_options: { include_usage: true } },
      testContext({ baseUrl: 'https://proxy.example/' }),
    );
    expect(request.url).toBe('https://proxy.example/v1/chat/completions');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'test-model', messages: [] });
  });

  it('rewrites reasoning-model requests (o3-mini-high → reasoning_effort, max_completion_tokens, developer role)', () => {
    const request = chat.buildRequest(
      {
        model: 'x',
        messages: [
          { role: 'system', content: 'be brief' },
          { role: 'user', content: 'q' },
        ],
        max_tokens: 100,
        temperature: 0.2,
      },
      testContext({ model: 'o3-mini-high' }),
    );
    expect(JSON.parse(request.body as string)).toEqual({
      model: 'o3-mini',
      reasoning_effort: 'high',
      messages: [
        { role: 'developer', content: 'be brief' },
        { role: 'user', content: 'q' },
      ],
      max_completion_tokens: 100,
    });
  });

  it('parses a recorded non-stream answer: body untouched, cached tokens counted', () => {
    const json = readJsonFixture(import.meta.url, 'chat.json');
    const parsed = chat.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.usage).toMatchObject({ inputTokens: 1117, cachedInputTokens: 1024, outputTokens: 10, reasoningTokens: 0 });
  });

  it.each([1, 7, 1000])('replays a recorded text stream in %i-character pieces with identical output', (piece) => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), piece);
    expect(replay.chunks).toHaveLength(5);
    expect(replay.done).toBe(true);
    expect(replay.usage).toMatchObject({ inputTokens: 19, outputTokens: 10 });
  });

  it('replays a recorded tool-call stream with reasoning tokens in the final usage', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'tool-call.chunks.txt'), 13);
    const arguments_ = replay.chunks
      .flatMap((chunk) => (chunk as { choices: Array<{ delta: { tool_calls?: Array<{ function: { arguments: string } }> } }> }).choices)
      .map((choice) => choice.delta.tool_calls?.[0]?.function.arguments ?? '')
      .join('');
    expect(arguments_).toBe('{"location":"Paris"}');
    expect(replay.usage).toMatchObject({ inputTokens: 82, outputTokens: 213, reasoningTokens: 192 });
  });

  it('maps recorded 429 and 401 errors in the OpenAI shape (429 retryable on another channel)', () => {
    const limited = chat.mapError(429, readFixture(import.meta.url, 'error-429.json'));
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe('rate_limit_exceeded');
    expect(limited.retryable).toBe(true);
    const unauthorized = chat.mapError(401, readFixture(import.meta.url, 'error-401.json'));
    expect(unauthorized.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key' });
  });

  it('parses embeddings usage (prompt tokens only)', () => {
    const embeddings = jsonOperation(openai.operations.embeddings);
    const request = embeddings.buildRequest({ model: 'x', input: 'hello' }, testContext({ model: 'text-embedding-3-small', stream: true }));
    expect(request.url).toBe('https://api.openai.com/v1/embeddings');
    expect(request.headers.Accept).toBe('application/json');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'text-embedding-3-small', input: 'hello' });
    expect(embeddings.parseResponse(readJsonFixture(import.meta.url, 'embeddings.json'), testContext()).usage).toMatchObject({
      inputTokens: 8,
      outputTokens: 0,
    });
  });

  it('sends transcriptions as multipart with the mapped model and no JSON content type', () => {
    const transcription = jsonOperation(openai.operations.audioTranscription);
    const form = new FormData();
    form.set('model', 'whisper');
    form.set('file', new Blob(['RIFF']), 'a.wav');
    const request = transcription.buildRequest(form, testContext({ model: 'whisper-1' }));
    expect((request.body as FormData).get('model')).toBe('whisper-1');
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.url).toBe('https://api.openai.com/v1/audio/transcriptions');
  });
});
