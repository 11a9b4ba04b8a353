import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, testContext } from '../testing/fixtures.ts';
import { azure } from './azure-provider.ts';

const resource = 'https://my-resource.openai.azure.com';

describe('azure provider: images and audio on deployment URLs', () => {
  it('images go to the dall-e deployment with api-key auth; a recorded answer passes through', () => {
    const images = jsonOperation(azure.operations.images);
    const request = images.buildRequest(
      { model: 'dall-e-3', prompt: 'lighthouse' },
      testContext({ baseUrl: resource, model: 'dall-e-3', key: 'azure-key', other: '2024-10-21' }),
    );
    expect(request.url).toBe(`${resource}/openai/deployments/dall-e-3/images/generations?api-version=2024-10-21`);
    expect(request.headers).toEqual({ 'api-key': 'azure-key', 'Content-Type': 'application/json', Accept: 'application/json' });
    const json = readJsonFixture(import.meta.url, 'images.json');
    expect(images.parseResponse(json, testContext())).toEqual({ body: json, usage: null });
  });

  it('a recorded content-policy refusal maps to a 400 that another channel cannot fix', () => {
    const error = jsonOperation(azure.operations.images).mapError(400, readFixture(import.meta.url, 'images-content-filter-400.json'));
    expect(error).toMatchObject({ status: 400, retryable: false, error: { code: 'content_policy_violation' } });
  });

  it('speech (binary) and transcription / translation (multipart) use the deployment of the model without dots', () => {
    const speech = azure.operations.audioSpeech!;
    expect(speech.responseType).toBe('binary');
    const request = speech.buildRequest({ model: 'tts-1', input: 'hi', voice: 'alloy' }, testContext({ baseUrl: resource, model: 'tts-1.5', key: 'k' }));
    expect(request.url).toBe(`${resource}/openai/deployments/tts-15/audio/speech?api-version=2024-12-01-preview`);
    expect(request.headers['api-key']).toBe('k');
    const form = new FormData();
    form.set('file', new Blob(['RIFF']), 'a.wav');
    const transcription = jsonOperation(azure.operations.audioTranscription).buildRequest(form, testContext({ baseUrl: resource, model: 'whisper', key: 'k' }));
    expect(transcription.url).toBe(`${resource}/openai/deployments/whisper/audio/transcriptions?api-version=2024-12-01-preview`);
    expect(transcription.headers).toEqual({ 'api-key': 'k', Accept: '*/*' });
    const translation = jsonOperation(azure.operations.audioTranslation).buildRequest(form, testContext({ baseUrl: resource, model: 'whisper', key: 'k' }));
    expect(translation.url).toContain('/openai/deployments/whisper/audio/translations?');
  });
});
