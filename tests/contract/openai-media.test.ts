import OpenAI, { BadRequestError, toFile } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SPEECH, MOCK_TRANSCRIPTION_SECONDS, mockTranscript, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';
import { waitForRows } from './support/ledger.ts';

/** A 16-bit mono 16 kHz PCM WAV of `seconds` of silence: what a client would upload. */
function wavFile(seconds: number): Uint8Array {
  const byteRate = 16000 * 2;
  const dataSize = Math.round(seconds * byteRate);
  const view = new DataView(new ArrayBuffer(44 + dataSize));
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16000, true);
  view.setUint32(28, byteRate, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataSize, true);
  return new Uint8Array(view.buffer);
}

const CONSUME = 2;

/** The official openai client's images and audio calls against the real apps/server and the mock upstream. */
describe('contract: official openai client, images and audio', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let client: OpenAI;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'media', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'dall-e-3,tts-1,whisper-1', group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelPrice', value: JSON.stringify({ 'dall-e-3': 0.04 }) });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'tts-1': 7.5, 'whisper-1': 15 }) });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'media',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('images.generate: the upstream images, billed per image with size and quality in the log', async () => {
    const result = await client.images.generate({ model: 'dall-e-3', prompt: 'a lighthouse at dawn', size: '1024x1792', quality: 'hd' });
    expect(result.data).toHaveLength(1);
    expect(result.data![0]!.url).toBe('https://images.mock/0.png');
    const [row] = await waitForRows(admin, { type: CONSUME, model: 'dall-e-3' }, 1);
    // 0.04 USD × 500 000 × size 2 × hd 1.5
    expect(row).toMatchObject({ quota: 60_000, prompt_tokens: 1 });
    expect(row!.content).toContain('size 1024x1792, quality hd');
  });

  it('images.generate with a size dall-e-3 does not have is a BadRequestError naming size', async () => {
    const error = await client.images.generate({ model: 'dall-e-3', prompt: 'x', size: '256x256' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).param).toBe('size');
  });

  it('audio.speech.create: the audio bytes unchanged, billed by input characters', async () => {
    const response = await client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'Good morning' });
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(MOCK_SPEECH);
    const [row] = await waitForRows(admin, { type: CONSUME, model: 'tts-1' }, 1);
    // 12 characters × 7.5 = 90
    expect(row).toMatchObject({ quota: 90, prompt_tokens: 12 });
  });

  it('audio.transcriptions.create with a WAV file: the transcript, the file bytes reached the upstream unchanged, billed by the header duration', async () => {
    const wav = wavFile(6);
    const transcription = await client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(wav, 'clip.wav', { type: 'audio/wav' }) });
    expect(transcription.text).toBe(mockTranscript('whisper-1'));
    const sent = upstream.requests.at(-1)!.body as { model: string; file: { name: string; bytes: Uint8Array } };
    expect(sent.model).toBe('whisper-1');
    expect(sent.file.name).toBe('clip.wav');
    expect(Buffer.from(sent.file.bytes).equals(Buffer.from(wav))).toBe(true);
    const [row] = await waitForRows(admin, { type: CONSUME, model: 'whisper-1' }, 1);
    // 6 s = 100 tokens × 15
    expect(row).toMatchObject({ quota: 1_500, prompt_tokens: 100 });
  });

  it('audio.transcriptions.create verbose_json and text; audio.translations.create', async () => {
    const verbose = await client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(wavFile(1), 'a.wav'), response_format: 'verbose_json' });
    expect(verbose.duration).toBeCloseTo(MOCK_TRANSCRIPTION_SECONDS - 0.5);
    const text = await client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(wavFile(1), 'a.wav'), response_format: 'text' });
    expect(text.trim()).toBe(mockTranscript('whisper-1'));
    const translated = await client.audio.translations.create({ model: 'whisper-1', file: await toFile(wavFile(1), 'a.wav') });
    expect(translated.text).toBe(mockTranscript('whisper-1'));
    expect(upstream.requests.at(-1)!.path).toBe('/v1/audio/translations');
    const rows = await waitForRows(admin, { type: CONSUME, model: 'whisper-1' }, 4);
    // newest first: translation (1 s → 17 tokens), text (17), verbose (the upstream's 9 s → 150 tokens)
    expect(rows.slice(0, 3).map((row) => row.prompt_tokens)).toEqual([17, 17, 150]);
  });
});
