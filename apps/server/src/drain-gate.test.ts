import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAINING, installDrainGate, type DrainGate } from './drain-gate.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;
const agents: Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function startGated(handler: Handler): Promise<{ port: number; gate: DrainGate; handled: () => number }> {
  let handled = 0;
  server = createServer((request, response) => {
    handled += 1;
    handler(request, response);
  });
  const gate = installDrainGate(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, gate, handled: () => handled };
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

function send(port: number, agent: Agent, path = '/v1/chat/completions', method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let socket: Socket | undefined;
    const request = httpRequest({ host: '127.0.0.1', port, path, method, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, socket: socket! }));
    });
    request.once('socket', (assigned: Socket) => (socket = assigned));
    request.on('error', reject);
    request.end(body);
  });
}

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

describe('drain gate: answers in flight finish, new requests get 503, no socket is closed under a client', () => {
  it('an answer not begun when the drain starts is the handler’s own, with Connection: close, and the server then closes the socket', async () => {
    const waiting: ServerResponse[] = [];
    const { port, gate } = await startGated((_request, response) => waiting.push(response));
    const answer = send(port, keepAliveAgent());
    await vi.waitUntil(() => waiting.length === 1, { interval: 5 });
    gate.close();
    waiting[0]!.end('finished');
    const result = await answer;
    expect([result.status, result.body, result.headers.connection]).toEqual([200, 'finished', 'close']);
    await closed(result.socket);
    expect(gate.refused()).toBe(0);
  });

  it('a request that arrives on a kept-alive connection during the drain: 503 in the path’s shape, Retry-After, Connection: close, never reaches the handler', async () => {
    const { port, gate, handled } = await startGated((_request, response) => response.end('served'));
    const agent = keepAliveAgent();
    const first = await send(port, agent);
    expect([first.status, first.headers.connection]).toEqual([200, 'keep-alive']);
    gate.close();
    const refused = await send(port, agent);
    expect(refused.socket).toBe(first.socket);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(DRAINING.retryAfterSeconds));
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({ error: { message: DRAINING.message, type: 'api_error', param: null, code: 'server_shutting_down' } });
    expect(JSON.parse((await send(port, keepAliveAgent(), '/api/status')).body)).toEqual({
      success: false,
      message: DRAINING.message,
      code: 'server_shutting_down',
    });
    const page = await send(port, keepAliveAgent(), '/console/log');
    expect([page.status, page.headers['content-type'], page.body]).toEqual([503, 'text/plain; charset=UTF-8', DRAINING.message]);
    expect(handled()).toBe(1);
    expect(gate.refused()).toBe(3);
    await closed(refused.socket);
  });

  it('an answer already under way keeps its headers; its connection stays open after it, and the client’s next request there gets the 503', async () => {
    const streaming: ServerResponse[] = [];
    const { port, gate } = await startGated((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: 1\n\n');
      streaming.push(response);
    });
    const agent = keepAliveAgent();
    const streamed = send(port, agent);
    await vi.waitUntil(() => streaming.length === 1, { interval: 5 });
    gate.close();
    streaming[0]!.end('data: [DONE]\n\n');
    const stream = await streamed;
    expect([stream.status, stream.headers.connection, stream.body]).toEqual([200, 'keep-alive', 'data: 1\n\ndata: [DONE]\n\n']);
    const next = await send(port, agent);
    expect(next.socket).toBe(stream.socket);
    expect([next.status, next.headers.connection]).toEqual([503, 'close']);
  });

  it('a POST whose body is still arriving is read to its end before the 503 (closing with unread bytes would reset the answer)', async () => {
    const { port, gate } = await startGated((_request, response) => response.end('served'));
    gate.close();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<string | null>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      socket.once('end', () => resolve(null));
    });
    const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x'.repeat(2_000) }] });
    socket.write(
      `POST /v1/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 100)}`,
    );
    await vi.waitUntil(() => gate.refused() === 1, { interval: 5 });
    expect(received).toBe('');
    socket.end(body.slice(100));
    expect(await ended).toBeNull();
    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({ type: 'error', error: { type: 'api_error', message: DRAINING.message } });
  });

  it('a connection that never carried a request is closed once it has been idle for the keep-alive time, with a clean end', async () => {
    const { port, gate } = await startGated((_request, response) => response.end('served'));
    server!.keepAliveTimeout = 50;
    const accepted = new Promise<void>((resolve) => server!.once('connection', () => resolve()));
    const socket = connect(port, '127.0.0.1');
    const ended = new Promise<string | null>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      socket.once('end', () => resolve(null));
    });
    await accepted;
    gate.close();
    expect(await ended).toBeNull();
    socket.destroy();
  });
});
