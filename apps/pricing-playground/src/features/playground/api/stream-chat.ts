/**
 * The playground's streaming client (PP-024…028, API-PG-001/002): POST /pg/chat/completions with the
 * session cookie and the `New-Api-User` header, the answer read as server-sent events with
 * eventsource-parser. Deltas of `choices[0].delta.content` (and `reasoning_content`) go to the
 * handlers as they arrive; the usage chunk too; `[DONE]` ends the answer. An error event, an error
 * status or a stream that ends without `[DONE]` rejects with a StreamError carrying the text to append.
 * Aborting the signal cancels the request: the server then stops the upstream call and bills what streamed.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, session, USER_ID_HEADER } from '@gateway/sdk';
import type { ChatRequest } from '../conversation/build-chat-request.ts';
import type { AnswerUsage } from '../conversation/chat-message.ts';
import { readAnswerJson, readChunk, readErrorText, type StreamDelta } from './read-chunk.ts';

export type { StreamDelta } from './read-chunk.ts';

export const PLAYGROUND_CHAT_PATH = '/pg/chat/completions';

/**
 * PP-028: automatic reconnection is off (a chat request sent twice is billed twice) and waits 3000 ms
 * when turned on. Only a connection that failed before any answer is retried.
 */
export const STREAM_CLIENT_DEFAULTS = { autoReconnect: false, reconnectDelayMs: 3000 } as const;

export type StreamHandlers = {
  onDelta: (delta: StreamDelta) => void;
  onUsage: (usage: AnswerUsage) => void;
};

export type StreamChatOptions = {
  signal: AbortSignal;
  autoReconnect?: boolean;
  reconnectDelayMs?: number;
};

/** Why an answer failed; `message` is the text appended to the reply (PP-027). */
export class StreamError extends Error {
  readonly status: number;
  readonly kind: 'network' | 'http' | 'event' | 'cut';
  constructor(kind: StreamError['kind'], message: string, status = 0) {
    super(message);
    this.name = 'StreamError';
    this.kind = kind;
    this.status = status;
  }
}

function headers(): Headers {
  const result = new Headers({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
  const user = session.getUser();
  if (user !== null) result.set(USER_ID_HEADER, String(user.id));
  return result;
}

function wait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function connect(body: ChatRequest, options: StreamChatOptions): Promise<Response> {
  const autoReconnect = options.autoReconnect ?? STREAM_CLIENT_DEFAULTS.autoReconnect;
  for (;;) {
    try {
      return await fetch(PLAYGROUND_CHAT_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: headers(),
        body: JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      if (!autoReconnect) throw new StreamError('network', error instanceof Error ? error.message : String(error));
      await wait(options.reconnectDelayMs ?? STREAM_CLIENT_DEFAULTS.reconnectDelayMs, options.signal);
    }
  }
}

async function refuse(response: Response): Promise<never> {
  const message = readErrorText(await response.text().catch(() => ''), response.statusText);
  // An expired session goes through the console's one handler (sign in again, COM-004).
  if (response.status === 401) throw new ApiError({ status: 401, kind: 'http', message });
  throw new StreamError('http', message, response.status);
}

/** Feeds every parsed event to `onEvent`; returns whether `[DONE]` arrived. */
async function readEvents(response: Response, onEvent: (event: EventSourceMessage) => void): Promise<boolean> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      for (const event of events.splice(0)) {
        if (event.data.trim() === '[DONE]') return true;
        onEvent(event);
      }
      if (done) return false;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Streams one answer; resolves when `[DONE]` arrives, rejects otherwise (see the file header). */
export async function streamChat(body: ChatRequest, handlers: StreamHandlers, options: StreamChatOptions): Promise<void> {
  const response = await connect(body, options);
  if (!response.ok) await refuse(response);
  if (response.body === null) throw new StreamError('cut', '');
  // A relay that answers a whole completion instead of a stream (no channel streams) still shows it.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const answer = readAnswerJson(await response.text());
    if (answer.error !== undefined) throw new StreamError('event', answer.error);
    if (answer.delta !== undefined) handlers.onDelta(answer.delta);
    if (answer.usage !== undefined) handlers.onUsage(answer.usage);
    return;
  }
  const finished = await readEvents(response, (event) => {
    const chunk = readChunk(event.data);
    if (chunk.error !== undefined) throw new StreamError('event', chunk.error);
    if (chunk.delta !== undefined) handlers.onDelta(chunk.delta);
    if (chunk.usage !== undefined) handlers.onUsage(chunk.usage);
  });
  if (!finished) throw new StreamError('cut', '');
}
