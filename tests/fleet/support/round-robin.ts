/**
 * A local round-robin load balancer for fleet tests: each request goes to the next backend; a backend
 * that refuses the connection is skipped (the request never reached it, so sending it elsewhere is
 * safe); answers, event streams included, are piped back as they arrive. `setBackends` is the drain
 * step of a rolling restart: new requests stop going to an instance before it is stopped.
 * One connection per request (no keep-alive), so a stopping instance never has a request in a socket
 * it is about to close.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  url: string;
  setBackends(urls: readonly string[]): void;
  /**
   * Resolves once every request already sent to `url` has its answer started. A load balancer's drain:
   * after it, the instance holds no request it has not begun to answer (event streams may still be
   * flowing — SIGTERM must let them finish), so stopping it cannot cut a request half-received.
   */
  whenAnswering(url: string): Promise<void>;
  stop(): Promise<void>;
}

/** Requests sent to each backend whose answer has not started, and who waits for that to reach zero. */
function createPendingCounter() {
  const pending = new Map<string, number>();
  const waiters = new Map<string, Array<() => void>>();
  const change = (url: string, delta: number) => {
    const count = (pending.get(url) ?? 0) + delta;
    pending.set(url, count);
    if (count === 0) for (const resolve of waiters.get(url)?.splice(0) ?? []) resolve();
  };
  return {
    add: (url: string) => change(url, 1),
    done: (url: string) => change(url, -1),
    whenZero: (url: string) =>
      (pending.get(url) ?? 0) === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(url, [...(waiters.get(url) ?? []), resolve])),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function forward(
  target: string,
  incoming: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
  onRefused: () => void,
  pending: ReturnType<typeof createPendingCounter>,
): void {
  const url = new URL(target);
  pending.add(target);
  let counted = true;
  const answered = () => {
    if (counted) pending.done(target);
    counted = false;
  };
  const outgoing = httpRequest(
    {
      host: url.hostname,
      port: url.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: url.host, connection: 'close' },
      agent: false,
    },
    (answer) => {
      answered();
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    answered();
    if (error.code === 'ECONNREFUSED' && !response.headersSent) return onRefused();
    if (!response.headersSent) response.writeHead(502).end(String(error));
    else response.destroy(error);
  });
  // A client that leaves takes its upstream request with it (a cancelled stream must reach the gateway).
  response.on('close', () => outgoing.destroy());
  outgoing.end(body);
}

export async function startRoundRobin(initial: readonly string[]): Promise<RoundRobin> {
  let backends = [...initial];
  let next = 0;
  const pending = createPendingCounter();
  const server = createServer((incoming, response) => {
    void readBody(incoming).then((body) => {
      let attempts = 0;
      const tryNext = () => {
        if (attempts >= backends.length) return void response.writeHead(503).end('no backend answered');
        attempts += 1;
        const target = backends[next++ % backends.length]!;
        forward(target, incoming, body, response, tryNext, pending);
      };
      tryNext();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setBackends(urls) {
      backends = [...urls];
    },
    whenAnswering: (url) => pending.whenZero(url),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
