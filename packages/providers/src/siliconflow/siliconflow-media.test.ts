import { describe, expect, it } from 'vitest';
import { jsonOperation, readJsonFixture, testContext } from '../testing/fixtures.ts';
import { siliconflow } from './siliconflow-provider.ts';

describe('siliconflow provider: images and audio', () => {
  it('images: OpenAI size and n become image_size and batch_size; the client own names win', () => {
    const images = jsonOperation(siliconflow.operations.images);
    const request = images.buildRequest({ model: 'x', prompt: 'a cat', size: '1024x1024', n: 2, seed: 7 }, testContext({ model: 'Kwai-Kolors/Kolors' }));
    expect(request.url).toBe('https://api.siliconflow.cn/v1/images/generations');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'Kwai-Kolors/Kolors', prompt: 'a cat', image_size: '1024x1024', batch_size: 2, seed: 7 });
    const own = images.buildRequest({ prompt: 'a cat', image_size: '512x512', size: '1024x1024' }, testContext());
    expect(JSON.parse(own.body as string)).toMatchObject({ image_size: '512x512' });
  });

  it('images: a recorded Kolors answer passes through without token usage', () => {
    const json = readJsonFixture(import.meta.url, 'images.json');
    expect(jsonOperation(siliconflow.operations.images).parseResponse(json, testContext())).toEqual({ body: json, usage: null });
  });

  it('speech is binary; transcription is multipart with a plain-text recorded answer and no duration', () => {
    expect(siliconflow.operations.audioSpeech?.responseType).toBe('binary');
    expect(siliconflow.operations.audioTranslation).toBeUndefined();
    const transcription = jsonOperation(siliconflow.operations.audioTranscription);
    const form = new FormData();
    form.set('file', new Blob(['ID3']), 'a.mp3');
    const request = transcription.buildRequest(form, testContext({ model: 'FunAudioLLM/SenseVoiceSmall' }));
    expect(request.url).toBe('https://api.siliconflow.cn/v1/audio/transcriptions');
    expect((request.body as FormData).get('model')).toBe('FunAudioLLM/SenseVoiceSmall');
    const parsed = transcription.parseResponse(readJsonFixture(import.meta.url, 'transcription.json'), testContext());
    expect(parsed).toEqual({ body: { text: '今天天气怎么样' }, usage: null });
  });
});
