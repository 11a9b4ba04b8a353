/**
 * The fake upstream over a real socket: a node:http server on 127.0.0.1 and a free port whose every request
 * is answered by the same fetch handler as the platform fetch and the Miniflare outbound (upstream-fetch.ts),
 * as if it had been sent to UPSTREAM_URL. For clients that must open a connection (an SDK, a child process).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUpstream, upstreamRequests, UPSTREAM_URL, type FakeUpstream } from './upstream-fetch.ts';

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  const body = chunks.length === 0 || method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(Buffer.concat(chunks));
  return new Request(new URL(incoming.url ?? '/', UPSTREAM_URL), { method, headers, body });
}

async function writeFetchResponse(answer: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (answer.body === null) {
    outgoing.end();
    return;
  }
  // Written piece by piece, so a streamed answer reaches the client as it is produced.
  for await (const piece of answer.body) outgoing.write(piece);
  outgoing.end();
}

/** Starts the fake upstream on a socket; `url` is its base URL (no trailing slash), `requests` its recorded calls. */
export async function startUpstreamServer(): Promise<FakeUpstream> {
  const server = createServer((incoming, outgoing) => {
    void (async () => writeFetchResponse(await answerUpstream(await toFetchRequest(incoming)), outgoing))().catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: upstreamRequests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
