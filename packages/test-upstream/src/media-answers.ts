/**
 * The images and audio endpoints of the fake upstream: images answer `n` URLs, speech answers FAKE_SPEECH as
 * audio/mpeg, transcriptions and translations answer per response_format like OpenAI (gpt-4o-transcribe with
 * token usage, whisper's verbose_json with the billed seconds).
 */
import { json, jsonBody } from './json.ts';
import type { RecordedUpstreamRequest } from './recorded-request.ts';

/** The audio bytes the fake upstream "speaks": an MP3-like blob, fixed so tests can compare it byte for byte. */
export const FAKE_SPEECH = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x00, 1, 2, 3, 4]);

/** Seconds the fake upstream reports for a verbose_json transcription (whisper-1 `usage.seconds`). */
export const FAKE_REPORTED_SECONDS = 9;

/** Token usage the fake upstream reports for gpt-4o-transcribe. */
export const FAKE_TRANSCRIBE_USAGE = {
  type: 'tokens',
  input_tokens: 20,
  input_token_details: { text_tokens: 0, audio_tokens: 20 },
  output_tokens: 6,
  total_tokens: 26,
};

/** A 16-bit mono 16 kHz PCM WAV of `seconds` of silence. */
export function wavFile(seconds: number): Uint8Array {
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

/** The form as the fake upstream saw it: text fields, and the file's name, type and bytes. */
async function formRecord(form: FormData): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    record[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return record;
}

function transcriptionAnswer(form: Record<string, unknown>): Response {
  const text = `Hello from ${String(form['model'])}`;
  const format = typeof form['response_format'] === 'string' ? form['response_format'] : 'json';
  if (format === 'text' || format === 'srt' || format === 'vtt')
    return new Response(`${text}\n`, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (String(form['model']).startsWith('gpt-4o')) return json(200, { text, usage: FAKE_TRANSCRIBE_USAGE });
  if (format === 'verbose_json')
    return json(200, {
      task: 'transcribe',
      language: 'english',
      duration: FAKE_REPORTED_SECONDS - 0.4,
      text,
      segments: [],
      usage: { type: 'duration', seconds: FAKE_REPORTED_SECONDS },
    });
  return json(200, { text });
}

export function isMediaPath(path: string): boolean {
  return path === '/v1/images/generations' || path.startsWith('/v1/audio/');
}

/** Answers one images or audio request (isMediaPath) and records it in `recorded`. */
export async function mediaAnswer(path: string, request: Request, recorded: RecordedUpstreamRequest[]): Promise<Response> {
  const authorization = request.headers.get('authorization');
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await formRecord(await request.formData());
    recorded.push({ path, authorization, body: form });
    return transcriptionAnswer(form);
  }
  const body = await jsonBody(request);
  recorded.push({ path, authorization, body });
  if (path === '/v1/audio/speech') return new Response(FAKE_SPEECH, { status: 200, headers: { 'content-type': 'audio/mpeg' } });
  if (path === '/v1/images/generations') {
    const count = typeof body['n'] === 'number' ? body['n'] : 1;
    return json(200, { created: 1_700_000_000, data: Array.from({ length: count }, (_, index) => ({ url: `https://images.example/${index}.png` })) });
  }
  return json(404, { error: { message: `fake upstream: no route ${path}`, type: 'invalid_request_error' } });
}
