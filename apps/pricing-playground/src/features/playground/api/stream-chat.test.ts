import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@gateway/sdk';
import { stubApi } from '@gateway/console-testing/stub-api';
import { chatChunk, sseStream, usageChunk } from '@gateway/console-testing/sse-stream';
import { buildChatRequest } from '../conversation/build-chat-request.ts';
import { defaultSettings } from '../playground-settings.ts';
import { STREAM_CLIENT_DEFAULTS, streamChat, StreamError, type StreamDelta } from './stream-chat.ts';
import type { AnswerUsage } from '../conversation/chat-message.ts';

const request = buildChatRequest({ ...defaultSettings('sys'), group: 'default' }, [{ id: 'u', role: 'user', content: 'hi', status: 'complete' }]);

function collector() {
  const deltas: StreamDelta[] = [];
  const usages: AnswerUsage[] = [];
  return { deltas, usages, handlers: { onDelta: (delta: StreamDelta) => deltas.push(delta), onUsage: (usage: AnswerUsage) => usages.push(usage) } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('streamChat', () => {
  it('PP-024 / PP-025 / API-PG-001 / API-PG-002: posts to /pg/chat/completions with the user id header, reads deltas, reasoning and usage until [DONE]', async () => {
    session.setUser({ id: 42, username: 'alice', display_name: '', role: 1, status: 1, group: 'default' });
    const stream = sseStream();
    const api = stubApi({ 'POST /pg/chat/completions': () => ({ response: stream.response }) });
    const { deltas, usages, handlers } = collector();
    const done = streamChat(request, handlers, { signal: new AbortController().signal });
    stream.push(chatChunk({ reasoning_content: 'Let me think' }));
    stream.push(chatChunk({ content: 'Hel' }));
    stream.push(': keep-alive comment');
    stream.push(chatChunk({ content: 'lo' }));
    stream.push({ ...(usageChunk(5, 2) as object), usage: { prompt_tokens: 5, completion_tokens: 2, prompt_tokens_details: { cached_tokens: 3 } } });
    stream.done();
    await done;
    expect(deltas).toEqual([{ reasoning: 'Let me think' }, { content: 'Hel' }, { content: 'lo' }]);
    expect(usages).toEqual([{ promptTokens: 5, completionTokens: 2, cachedTokens: 3 }]);
    const call = api.callsTo('POST', '/pg/chat/completions')[0]!;
    expect(call.headers.get('New-Api-User')).toBe('42');
    expect(call.body).toEqual(request);
  });

  it('PP-027: an error event mid-stream rejects with its message after the text so far', async () => {
    const stream = sseStream();
    stubApi({ 'POST /pg/chat/completions': () => ({ response: stream.response }) });
    const { deltas, handlers } = collector();
    const done = streamChat(request, handlers, { signal: new AbortController().signal });
    stream.push(chatChunk({ content: 'part' }));
    stream.push({ error: { message: 'upstream fell over', type: 'upstream_error' } });
    stream.end();
    await expect(done).rejects.toMatchObject({ kind: 'event', message: 'upstream fell over' });
    expect(deltas).toEqual([{ content: 'part' }]);
  });

  it('PP-025: a stream that ends without [DONE] was cut', async () => {
    const stream = sseStream();
    stubApi({ 'POST /pg/chat/completions': () => ({ response: stream.response }) });
    const done = streamChat(request, collector().handlers, { signal: new AbortController().signal });
    stream.push(chatChunk({ content: 'part' }));
    stream.end();
    await expect(done).rejects.toMatchObject({ kind: 'cut' });
  });

  it('a refused request rejects with the server message and status', async () => {
    const body = JSON.stringify({ error: { message: 'No access to group vip', type: 'group_not_allowed' } });
    stubApi({ 'POST /pg/chat/completions': () => ({ response: new Response(body, { status: 403, headers: { 'Content-Type': 'application/json' } }) }) });
    await expect(streamChat(request, collector().handlers, { signal: new AbortController().signal })).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      message: 'No access to group vip',
    });
  });

  it('aborting cancels the request and rejects with the abort', async () => {
    const stream = sseStream();
    const api = stubApi({
      'POST /pg/chat/completions': (call) => {
        stream.abortWith(call.signal);
        return { response: stream.response };
      },
    });
    const abort = new AbortController();
    const { deltas, handlers } = collector();
    const done = streamChat(request, handlers, { signal: abort.signal });
    stream.push(chatChunk({ content: 'word1' }));
    await vi.waitFor(() => expect(deltas).toHaveLength(1));
    abort.abort();
    await expect(done).rejects.toThrow();
    expect(stream.closed).toBe(true);
    expect(api.callsTo('POST', '/pg/chat/completions')[0]!.signal?.aborted).toBe(true);
  });

  it('PP-028: no automatic reconnect by default; when on, it waits 3000 ms before trying again', async () => {
    expect(STREAM_CLIENT_DEFAULTS).toEqual({ autoReconnect: false, reconnectDelayMs: 3000 });
    let attempts = 0;
    const api = stubApi({
      'POST /pg/chat/completions': () =>
        attempts++ === 0 ? { networkError: true } : { response: new Response('data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } }) },
    });
    await expect(streamChat(request, collector().handlers, { signal: new AbortController().signal })).rejects.toBeInstanceOf(StreamError);
    expect(api.callsTo('POST', '/pg/chat/completions')).toHaveLength(1);

    attempts = 0;
    vi.useFakeTimers();
    const done = streamChat(request, collector().handlers, { signal: new AbortController().signal, autoReconnect: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(api.callsTo('POST', '/pg/chat/completions')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(api.callsTo('POST', '/pg/chat/completions')).toHaveLength(3);
  });
});
