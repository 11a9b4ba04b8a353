import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isGatewayPath, SERVER_SHUTTING_DOWN, unavailableAnswer } from '@gateway/gateway';

/** What a client that sends a request while the server drains is told (the gateway's words, in both languages in the console). */
export const DRAINING = SERVER_SHUTTING_DOWN;

/** How long a connection that has carried no request may stay open in a drain when the server has no keep-alive timeout of its own. */
const FALLBACK_IDLE_MILLISECONDS = 5_000;

export interface DrainGate {
  /**
   * Starts the drain: answers not begun yet carry `Connection: close`, requests that arrive from now on are
   * answered 503 with Retry-After and `Connection: close`, connections that never carried a request are closed
   * once they have been idle as long as a kept-alive one may be.
   */
  close(): void;
  /** How many requests were answered 503 since close(). */
  refused(): number;
}

function pathnameOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?', 1)[0] ?? '/';
}

/** The 503 in the error shape of the path's clients (the gateway's rule); plain text for the console's pages and files. */
function drainAnswer(pathname: string): Response {
  if (isGatewayPath(pathname)) return unavailableAnswer(pathname, DRAINING, { Connection: 'close' });
  const headers = { 'Content-Type': 'text/plain; charset=UTF-8', 'Retry-After': String(DRAINING.retryAfterSeconds), Connection: 'close' };
  return new Response(DRAINING.message, { status: 503, headers });
}

/**
 * Answers a request that arrived during the drain with the 503. The request is read to its end first: a
 * socket closed with unread bytes is reset by the kernel, and the reset can destroy the answer before the
 * client has read it — the very error the drain exists to avoid.
 */
async function refuse(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const answer = drainAnswer(pathnameOf(request));
  const body = Buffer.from(await answer.arrayBuffer());
  if (!request.readableEnded) {
    // 'close' too: a client that leaves mid-body ends the wait (there is nobody left to answer).
    const ended = new Promise((resolve) => {
      request.once('end', resolve);
      request.once('close', resolve);
    });
    request.resume();
    await ended;
  }
  response.shouldKeepAlive = false;
  response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'Content-Length': String(body.length) });
  response.end(body);
}

/**
 * Puts a gate in front of the server's request listeners (taken over from `server`, so it works with any
 * server, @hono/node-server's included). Why not close idle keep-alive sockets during the drain: a client may
 * be sending its next request on one at that very moment and gets a connection reset. A socket is safe to
 * close only once its last answer said `Connection: close` (Node then closes it itself), or once it has been
 * idle longer than the keep-alive time the server advertised (Node closes those itself too).
 */
export function installDrainGate(server: Server): DrainGate {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const answering = new Set<ServerResponse>();
  const unused = new Set<Socket>();
  let draining = false;
  let refused = 0;

  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unused.delete(request.socket);
    if (draining) {
      refused += 1;
      void refuse(request, response);
      return;
    }
    answering.add(response);
    response.once('close', () => answering.delete(response));
    for (const listener of listeners) listener.call(server, request, response);
  });

  return {
    close() {
      draining = true;
      // Node writes `Connection: close` and closes the socket after the answer; an answer already under way keeps its headers.
      for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
      const idleLimit = server.keepAliveTimeout > 0 ? server.keepAliveTimeout : FALLBACK_IDLE_MILLISECONDS;
      // Node's timeout handler destroys a socket that times out with no request on it.
      for (const socket of unused) socket.setTimeout(idleLimit);
    },
    refused: () => refused,
  };
}
