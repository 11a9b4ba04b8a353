import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const agents: Agent[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** A server with graceful shutdown (no signal handlers, exit recorded); its handler parks responses in `waiting` when asked to. */
async function startServer(drainTimeoutMilliseconds = 60_000) {
  const waiting: ServerResponse[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/park') waiting.push(response);
    else response.end('served');
  });
  servers.push(server);
  let exitCode: number | undefined;
  let markExited: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (markExited = resolve));
  const exit = (code: number) => {
    exitCode = code;
    markExited(code);
  };
  const { shutdown } = installGracefulShutdown({ server, logger: silentLogger, cleanUp: async () => {}, drainTimeoutMilliseconds, signals: [], exit });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, waiting, exited, exitCode: () => exitCode, shutdown: () => void shutdown('test') };
}

function send(port: number, agent: Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

describe('graceful shutdown drain', () => {
  it('does not close an idle keep-alive connection under its client: a request sent on it right after the signal gets the 503, then the process exits 0', async () => {
    const server = await startServer();
    const agent = keepAliveAgent();
    expect((await send(server.port, agent)).headers.connection).toBe('keep-alive');
    server.shutdown();
    const refused = await send(server.port, agent);
    expect([refused.status, refused.headers.connection, refused.headers['retry-after']]).toEqual([503, 'close', '5']);
    expect(await server.exited).toBe(0);
  });

  it('stops accepting connections at once, answers the request in flight with Connection: close, then exits 0', async () => {
    const server = await startServer();
    const inFlight = send(server.port, keepAliveAgent(), '/park');
    await vi.waitUntil(() => server.waiting.length === 1, { interval: 5 });
    server.shutdown();
    await expect(send(server.port, keepAliveAgent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(server.exitCode()).toBeUndefined();
    server.waiting[0]!.end('late but whole');
    const answer = await inFlight;
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([200, 'late but whole', 'close']);
    expect(await server.exited).toBe(0);
  });

  it('stays bounded: a request that never ends is cut at the drain deadline and the shutdown still exits 0', async () => {
    const server = await startServer(200);
    const hanging = send(server.port, keepAliveAgent(), '/park');
    await vi.waitUntil(() => server.waiting.length === 1, { interval: 5 });
    server.shutdown();
    await expect(hanging).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toBe(0);
  });
});
