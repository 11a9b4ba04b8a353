import type { Context } from 'hono';
import { trackAnswerRun } from './answer-runs.ts';

/**
 * The relay's two runtime-specific I/O paths, kept apart so each runtime gets its fastest I/O. Everything
 * above them (routing, billing, adaptors, the SSE usage parser) is shared; only these differ:
 *
 * - Workers and the tests use the web-standard defaults (fetch, ReadableStream).
 * - Node plugs in an undici connection pool and writes event streams straight into the Node
 *   response: on Node, global fetch and web streams cost 2–4× the CPU of the relay itself
 *   (reference/node-relay-spike.md).
 */
export interface RelayTransport {
  /**
   * Upstream HTTP for relayed requests (admin-configured channel URLs; the egress guard checks every
   * hop first). The answer may be a lightweight Response: status, headers.get, text, json,
   * arrayBuffer and body work; read streams through `upstreamChunks()` to keep the fast path. With
   * `proxy`, the request goes through that channel proxy.
   */
  fetch?: (url: string, init: RequestInit, proxy?: string) => Promise<Response>;
  /** True when `fetch` can route through a channel proxy (`proxy`: http, https or socks5 URL). */
  supportsProxy?: boolean;
  /**
   * Answers with an event stream written by `run` straight into the runtime's response; undefined
   * when this request cannot be answered that way (the web default is used instead).
   */
  respondStream?: (context: Context, headers: Record<string, string>, run: (sink: ClientSink) => Promise<void>) => Response | undefined;
  /**
   * Calls `listener` once if the client closes the connection before its answer was sent, so the relay
   * can cancel the upstream request. Absent: the request's AbortSignal is used.
   */
  onClientGone?: (context: Context, listener: () => void) => void;
}

/** Where a streamed answer goes, chunk by chunk, as each upstream event arrives. */
export interface ClientSink {
  /** Resolves once the chunk is handed over and there is room for more (backpressure). */
  write(chunk: Uint8Array | string): void | Promise<void>;
  /** Ends the answer, with `final` as its last piece (one write for both on Node); later writes are ignored. */
  end(final?: Uint8Array | string): void;
  /** True once the client went away (or the answer ended). */
  readonly closed: boolean;
  /** Called once if the client goes away before end(). */
  onClientGone(listener: () => void): void;
}

/** A lightweight Response may carry its body as plain async-iterable chunks under this key. */
export const UPSTREAM_CHUNKS = Symbol.for('gateway.upstreamChunks');

type WithChunks = Response & { [UPSTREAM_CHUNKS]?: () => AsyncIterable<Uint8Array> };

/** Whether an upstream answer has a body, without materialising a lightweight Response's web stream. */
export function hasUpstreamBody(response: Response): boolean {
  return (response as WithChunks)[UPSTREAM_CHUNKS] !== undefined || response.body !== null;
}

/** Cancels the upstream call when the client leaves before its answer (the runtime's hook, else the request signal). */
export function cancelWhenClientGone(context: Context, transport: RelayTransport | undefined, abort: AbortController): void {
  if (transport?.onClientGone !== undefined) {
    transport.onClientGone(context, () => abort.abort());
    return;
  }
  const signal = context.req.raw.signal;
  if (signal.aborted) abort.abort();
  else signal.addEventListener('abort', () => abort.abort(), { once: true });
}

/** The upstream body chunk by chunk: the transport's native iterator when it has one, else the web stream. */
export async function* upstreamChunks(response: Response): AsyncGenerator<Uint8Array> {
  const withChunks = response as WithChunks;
  if (withChunks[UPSTREAM_CHUNKS] !== undefined) {
    yield* withChunks[UPSTREAM_CHUNKS]();
    return;
  }
  if (response.body === null) return;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Leaving early (client gone, error event) releases the upstream connection.
    reader.cancel().catch(() => {});
  }
}

const utf8 = new TextEncoder();

/**
 * A whole answer body with status 200 (a non-stream relay answer passed through as the upstream wrote
 * it): written straight into the runtime's response when the transport has that path (Node: one
 * writeHead and one end on the socket, no web Response or Headers object built for it), else a Hono
 * response. `headers` carries the request id and CORS headers itself: no middleware sees this answer.
 */
export function respondWholeBody(context: Context, transport: RelayTransport | undefined, headers: Record<string, string>, text: string): Response {
  if (transport?.respondStream !== undefined) {
    const bytes = utf8.encode(text);
    const direct = transport.respondStream(context, { ...headers, 'Content-Length': String(bytes.length) }, async (sink) => sink.end(bytes));
    if (direct !== undefined) return direct;
  }
  return context.body(text, 200, headers);
}

/**
 * The web-standard event-stream answer (Workers, tests): a ReadableStream fed by `run`; write()
 * waits while the client's queue is full, so a slow client slows the upstream read, not memory.
 */
export function webStreamResponse(context: Context, headers: Record<string, string>, run: (sink: ClientSink) => Promise<void>): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let gone: (() => void) | undefined;
  let room: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start(created) {
        controller = created;
      },
      pull() {
        room?.();
        room = undefined;
      },
      cancel() {
        closed = true;
        room?.();
        gone?.();
      },
    },
    { highWaterMark: 8 },
  );
  const sink: ClientSink = {
    write(chunk) {
      if (closed) return;
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      if ((controller.desiredSize ?? 1) > 0) return;
      return new Promise<void>((resolve) => {
        room = resolve;
      });
    },
    end(final) {
      if (closed) return;
      if (final !== undefined && final.length > 0) controller.enqueue(typeof final === 'string' ? encoder.encode(final) : final);
      closed = true;
      controller.close();
    },
    get closed() {
      return closed;
    },
    onClientGone(listener) {
      gone = listener;
    },
  };
  // Not awaited: the body streams while `run` writes it. The worker flushes its batches when it ends.
  trackAnswerRun(context, run(sink));
  return context.body(body, 200, headers);
}
