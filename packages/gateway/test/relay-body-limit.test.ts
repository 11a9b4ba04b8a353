import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { RELAY_JSON_BODY_LIMIT_BYTES, RELAY_MULTIPART_BODY_LIMIT_BYTES } from '../src/middleware/relay-body-limit/index.ts';
import { addChannel, balances, freshWorldEachTest, relay, type FakeUpstream, type RelayWorld } from './relay-support.ts';

/** A body of `size` bytes sent in 1 MiB pieces with no Content-Length (chunked on the wire). */
function streamedBody(size: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(1024 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += next.length;
      controller.enqueue(next);
    },
  });
}

describeEachDialect('relay: request body size limit (413, OpenAI error shape)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: upstream.url });
  });

  const post = (path: string, headers: Record<string, string>, body: RequestInit['body']) =>
    world.harness.app.request(path, { method: 'POST', headers: { Authorization: world.authorization, ...headers }, body, duplex: 'half' } as RequestInit);

  it('a declared Content-Length over 32 MiB is refused from the header alone, before authentication; nothing is written', async () => {
    const response = await world.harness.app.request('/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(RELAY_JSON_BODY_LIMIT_BYTES + 1) },
      body: '{}',
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { message: string; type: string; code: string } };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'request_too_large', message: expect.stringContaining('32 MiB') });
    expect(upstream.requests).toHaveLength(0);
    const after = await balances(getDb(), world);
    expect([after.logs.length, after.quota, after.tokenRemain]).toEqual([0, 1_000_000, 500_000]);
  });

  it('a chunked body without Content-Length is counted: over 32 MiB → 413', async () => {
    const response = await post('/v1/chat/completions', { 'content-type': 'application/json' }, streamedBody(RELAY_JSON_BODY_LIMIT_BYTES + 1024));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('request_too_large');
    expect(upstream.requests).toHaveLength(0);
  });

  it('multipart bodies may be larger (64 MiB); /v1/messages answers in the Anthropic error shape', async () => {
    const boundary = 'multipart/form-data; boundary=x';
    const allowed = await world.harness.app.request('/v1/audio/transcriptions', {
      method: 'POST',
      headers: { 'content-type': boundary, 'content-length': String(RELAY_JSON_BODY_LIMIT_BYTES + 1) },
      body: '--x--',
    });
    // Past the size check: refused by authentication instead (no key sent).
    expect(allowed.status).toBe(401);
    const refused = await world.harness.app.request('/v1/audio/transcriptions', {
      method: 'POST',
      headers: { 'content-type': boundary, 'content-length': String(RELAY_MULTIPART_BODY_LIMIT_BYTES + 1) },
      body: '--x--',
    });
    expect(refused.status).toBe(413);
    const messages = await world.harness.app.request('/v1/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(RELAY_JSON_BODY_LIMIT_BYTES + 1) },
      body: '{}',
    });
    expect(messages.status).toBe(413);
    expect(await messages.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
  });

  it('an ordinary request is unaffected (with and without Content-Length)', async () => {
    const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    const declared = await post(
      '/v1/chat/completions',
      { 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(body).length) },
      body,
    );
    expect(declared.status).toBe(200);
    const encoded = new TextEncoder().encode(body);
    const chunked = await post(
      '/v1/chat/completions',
      { 'content-type': 'application/json' },
      new ReadableStream({ start: (controller) => (controller.enqueue(encoded), controller.close()) }),
    );
    expect(chunked.status).toBe(200);
    expect((await relay(world, '/v1/chat/completions', JSON.parse(body))).status).toBe(200);
  });
});
