import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, testContext } from '../testing/fixtures.ts';
import { openai } from './openai-provider.ts';

const images = jsonOperation(openai.operations.images);
const transcription = jsonOperation(openai.operations.audioTranscription);
const translation = jsonOperation(openai.operations.audioTranslation);

function audioForm(model: string): FormData {
  const form = new FormData();
  form.set('model', model);
  form.set('file', new Blob([new Uint8Array([82, 73, 70, 70, 1, 2, 3])], { type: 'audio/wav' }), 'clip.wav');
  form.set('response_format', 'verbose_json');
  return form;
}

describe('openai provider: images and audio', () => {
  it('images: the client body with the mapped model, JSON headers and the organization', () => {
    const request = images.buildRequest(
      { model: 'dall-e-3', prompt: 'a red fox', n: 1, size: '1024x1792', quality: 'hd' },
      testContext({ model: 'dall-e-3-mapped', key: 'sk-live', organization: 'org-1' }),
    );
    expect(request.url).toBe('https://api.openai.com/v1/images/generations');
    expect(request.headers).toEqual({
      Authorization: 'Bearer sk-live',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'OpenAI-Organization': 'org-1',
    });
    expect(JSON.parse(request.body as string)).toEqual({ model: 'dall-e-3-mapped', prompt: 'a red fox', n: 1, size: '1024x1792', quality: 'hd' });
  });

  it('images: a recorded dall-e-3 answer passes through untouched, without token usage', () => {
    const json = readJsonFixture(import.meta.url, 'images-dall-e-3.json');
    const parsed = images.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.usage).toBeNull();
  });

  it('images: a recorded gpt-image-1 answer reports its token usage', () => {
    const parsed = images.parseResponse(readJsonFixture(import.meta.url, 'images-gpt-image-1.json'), testContext());
    expect(parsed.usage).toMatchObject({ inputTokens: 12, outputTokens: 272 });
  });

  it('images: a recorded size error maps to a non-retryable 400', () => {
    const error = images.mapError(400, readFixture(import.meta.url, 'error-400-image-size.json'));
    expect(error).toMatchObject({ status: 400, retryable: false, error: { type: 'invalid_request_error' } });
    expect(error.error.message).toContain("'1000x1000' is not one of");
  });

  it('speech: a binary operation posting JSON and accepting any audio type', () => {
    const speech = openai.operations.audioSpeech!;
    expect(speech.responseType).toBe('binary');
    const request = speech.buildRequest({ model: 'tts-1', input: 'Hello', voice: 'alloy', response_format: 'wav' }, testContext({ model: 'tts-1-hd' }));
    expect(request.url).toBe('https://api.openai.com/v1/audio/speech');
    expect(request.headers).toEqual({ Authorization: 'Bearer sk-test', 'Content-Type': 'application/json', Accept: '*/*' });
    expect(JSON.parse(request.body as string)).toEqual({ model: 'tts-1-hd', input: 'Hello', voice: 'alloy', response_format: 'wav' });
    expect(speech.mapError(401, readFixture(import.meta.url, 'error-401.json')).error.code).toBe('invalid_api_key');
  });

  it('transcription: the client form forwarded with the mapped model, the file bytes unchanged', async () => {
    const form = audioForm('whisper');
    const request = transcription.buildRequest(form, testContext({ model: 'whisper-1' }));
    const sent = request.body as FormData;
    expect(sent.get('model')).toBe('whisper-1');
    expect(sent.get('response_format')).toBe('verbose_json');
    const file = sent.get('file') as File;
    expect(file.name).toBe('clip.wav');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([82, 73, 70, 70, 1, 2, 3]);
    expect(request.headers.Accept).toBe('*/*');
    expect(translation.buildRequest(audioForm('whisper-1'), testContext({ model: 'whisper-1' })).url).toBe('https://api.openai.com/v1/audio/translations');
  });

  it('transcription: a recorded whisper-1 verbose_json answer reports billed seconds, not tokens', () => {
    const parsed = transcription.parseResponse(readJsonFixture(import.meta.url, 'transcription-verbose.json'), testContext());
    expect(parsed.usage).toBeNull();
    expect(parsed.durationSeconds).toBe(9);
  });

  it('transcription: the verbose duration is used when the answer has no usage', () => {
    const { usage: _usage, ...withoutUsage } = readJsonFixture(import.meta.url, 'transcription-verbose.json') as Record<string, unknown>;
    expect(transcription.parseResponse(withoutUsage, testContext()).durationSeconds).toBeCloseTo(8.47);
    expect(transcription.parseResponse({ text: 'hi' }, testContext())).toEqual({ body: { text: 'hi' }, usage: null });
  });

  it('transcription: a recorded gpt-4o-transcribe answer bills its token usage', () => {
    const parsed = transcription.parseResponse(readJsonFixture(import.meta.url, 'transcription-tokens.json'), testContext());
    expect(parsed.usage).toMatchObject({ inputTokens: 14, outputTokens: 45 });
    expect(parsed.durationSeconds).toBeUndefined();
  });
});
