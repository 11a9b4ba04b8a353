import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ClientSink } from '@gateway/gateway';

/**
 * Event-stream answers written straight into Node's ServerResponse (no web ReadableStream between the
 * relay and the socket): each write goes out at once, backpressure waits for 'drain', and a client
 * that closes the connection is reported to the relay so it can abort the upstream request.
 * Answers undefined when the request did not come through @hono/node-server (e.g. app.request in tests).
 */
export function respondStreamOnNode(context: Context, headers: Record<string, string>, run: (sink: ClientSink) => Promise<void>): Response | undefined {
  const outgoing = (context.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing === undefined || outgoing.headersSent) return undefined;
  // The headers leave with the first event (one write), not on their own.
  outgoing.writeHead(200, headers);
  let closed = false;
  let gone: (() => void) | undefined;
  let drained: (() => void) | undefined;
  outgoing.once('close', () => {
    const early = !closed;
    closed = true;
    drained?.();
    if (early) gone?.();
  });
  const sink: ClientSink = {
    write(chunk) {
      if (closed) return;
      if (outgoing.write(chunk)) return;
      return new Promise<void>((resolve) => {
        drained = resolve;
        outgoing.once('drain', () => {
          drained = undefined;
          resolve();
        });
      });
    },
    end(final) {
      if (closed) return;
      closed = true;
      // The last event and the chunked-encoding terminator in one write.
      if (final !== undefined && final.length > 0) outgoing.end(final);
      else outgoing.end();
    },
    get closed() {
      return closed;
    },
    onClientGone(listener) {
      gone = listener;
    },
  };
  void run(sink).catch(() => {
    if (!closed) outgoing.destroy();
  });
  return RESPONSE_ALREADY_SENT;
}

/** The Node hook behind RelayTransport.onClientGone: the socket response closed before it finished. */
export function onClientGoneOnNode(context: Context, listener: () => void): void {
  const outgoing = (context.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing === undefined) {
    const signal = context.req.raw.signal;
    signal.addEventListener('abort', listener, { once: true });
    return;
  }
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) listener();
  });
}
