import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import { addChannel, balances, freshWorldEachTest, relay, scriptedUpstream, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { FAKE_REPORTED_SECONDS, FAKE_SPEECH, wavFile } from '@gateway/test-upstream';

const AUDIO_PRICES = {
  ModelRatio: JSON.stringify({ 'tts-1': 7.5, 'whisper-1': 15, 'gpt-4o-transcribe': 1.25 }),
  CompletionRatio: JSON.stringify({ 'gpt-4o-transcribe': 4 }),
  ModelPrice: JSON.stringify({}),
  GroupRatio: JSON.stringify({ default: 1 }),
};
const PRE_CONSUMED_TOKENS = 400;

describeEachDialect('relay: audio speech, transcriptions and translations', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), {
    options: { ...AUDIO_PRICES, RetryTimes: '0', PreConsumedQuota: String(PRE_CONSUMED_TOKENS) },
  });
  beforeEach(async () => {
    scriptedUpstream.answer = null;
    await addChannel(getDb(), { base_url: upstream.url, models: 'tts-1,whisper-1,gpt-4o-transcribe' });
  });

  function upload(path: string, file: Uint8Array, fields: Record<string, string> = {}, fileName = 'clip.wav'): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new Blob([file], { type: 'audio/wav' }), fileName);
    return Promise.resolve(world.harness.app.request(path, { method: 'POST', headers: { Authorization: world.authorization }, body: form }));
  }

  /** Σ log quota == Δ used quota == −Δ quota == −Δ token remain, and that amount is `cost`. */
  async function expectBilled(before: Awaited<ReturnType<typeof balances>>, cost: number) {
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(cost);
    expect(after.usedQuota - before.usedQuota).toBe(cost);
    expect(before.quota - after.quota).toBe(cost);
    expect(before.tokenRemain - after.tokenRemain).toBe(cost);
    expect(after.logs).toHaveLength(1);
    return after.logs[0]!;
  }

  it('speech: the upstream audio piped through with its content type; tts-* bills input characters as prompt tokens', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/audio/speech', { input: 'Hello, wörld', voice: 'alloy' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(FAKE_SPEECH);
    // No model named: tts-1, the default new-api uses for speech.
    expect(upstream.requests.at(-1)).toMatchObject({ path: '/v1/audio/speech', body: { model: 'tts-1', input: 'Hello, wörld', voice: 'alloy' } });
    // 12 characters × ratio 7.5 = 90
    const row = await expectBilled(before, 90);
    expect([Number(row.prompt_tokens), Number(row.completion_tokens), row.model_name]).toEqual([12, 0, 'tts-1']);
  });

  it('speech without input → 400, nothing written', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/audio/speech', { model: 'tts-1', voice: 'alloy' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe('input');
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('speech: a 2xx JSON error body instead of audio is an upstream failure: refunded, one error row', async () => {
    scriptedUpstream.answer = () =>
      new Response(JSON.stringify({ error: { message: 'voice not found', type: 'invalid_request_error' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    await getDb().deleteFrom('abilities').execute();
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted/`, models: 'tts-1' });
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/audio/speech', { model: 'tts-1', input: 'hi', voice: 'nobody' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect([after.quota, after.usedQuota, after.tokenRemain, after.consumed]).toEqual([before.quota, before.usedQuota, before.tokenRemain, 0]);
    expect(Number(after.logs[0]!.type)).toBe(LogType.Error);
  });

  it('transcription (json): the file forwarded unchanged, billed from the WAV header at 1000 tokens per minute', async () => {
    const file = wavFile(3);
    const before = await balances(getDb(), world);
    const response = await upload('/v1/audio/transcriptions', file, { language: 'en' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'Hello from whisper-1' });
    const sent = upstream.requests.at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ model: 'whisper-1', language: 'en', file: { name: 'clip.wav', type: 'audio/wav' } });
    expect((sent.file as { bytes: Uint8Array }).bytes).toEqual(file);
    // 3 s → ceil(3 × 1000 / 60) = 50 tokens × 15 = 750
    const row = await expectBilled(before, 750);
    expect(Number(row.prompt_tokens)).toBe(50);
    expect(row.content).toContain('read from the file header');
  });

  it('transcription (verbose_json): the seconds the upstream reports win over the file header', async () => {
    const before = await balances(getDb(), world);
    const response = await upload('/v1/audio/transcriptions', wavFile(3), { model: 'whisper-1', response_format: 'verbose_json' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { duration: number }).duration).toBeCloseTo(FAKE_REPORTED_SECONDS - 0.4);
    // 9 s → 150 tokens × 15 = 2250
    const row = await expectBilled(before, 2250);
    expect(row.content).toContain('reported by the upstream');
  });

  it('translation (text) of a file whose length is unknown: the text answer as sent, billed PreConsumedQuota tokens', async () => {
    const before = await balances(getDb(), world);
    const response = await upload('/v1/audio/translations', new TextEncoder().encode('not a wav or mp3 file'), { response_format: 'text' }, 'clip.m4a');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('Hello from whisper-1\n');
    expect(upstream.requests.at(-1)!.path).toBe('/v1/audio/translations');
    const row = await expectBilled(before, PRE_CONSUMED_TOKENS * 15);
    expect(row.content).toContain('PreConsumedQuota');
  });

  it('transcription with token usage (gpt-4o-transcribe): input + output × completion ratio', async () => {
    const before = await balances(getDb(), world);
    const response = await upload('/v1/audio/transcriptions', wavFile(1), { model: 'gpt-4o-transcribe' });
    expect(response.status).toBe(200);
    // (20 + 6 × 4) × 1.25 = 55
    const row = await expectBilled(before, 55);
    expect([Number(row.prompt_tokens), Number(row.completion_tokens)]).toEqual([20, 6]);
  });

  it.each([
    [
      'no file',
      () => {
        const form = new FormData();
        form.set('model', 'whisper-1');
        return form;
      },
      'file',
    ],
    ['a JSON body', () => JSON.stringify({ model: 'whisper-1' }), 'file'],
  ])('transcription with %s → 400, nothing written', async (_name, body, param) => {
    const before = await balances(getDb(), world);
    const headers: Record<string, string> = { Authorization: world.authorization };
    if (typeof body() === 'string') headers['content-type'] = 'application/json';
    const response = await world.harness.app.request('/v1/audio/transcriptions', { method: 'POST', headers, body: body() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
    expect(await balances(getDb(), world)).toEqual(before);
    expect(upstream.requests).toHaveLength(0);
  });

  it('transcription upstream error: the status passes through, the reservation is refunded, one error row', async () => {
    await getDb().deleteFrom('abilities').execute();
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-503`, models: 'whisper-1' });
    const before = await balances(getDb(), world);
    const response = await upload('/v1/audio/transcriptions', wavFile(2));
    expect(response.status).toBe(503);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect([after.quota, after.usedQuota, after.tokenRemain, after.consumed]).toEqual([before.quota, before.usedQuota, before.tokenRemain, 0]);
    expect(JSON.parse(after.logs[0]!.other)).toMatchObject({ status_code: 503 });
  });
});
