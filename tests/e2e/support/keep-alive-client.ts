/**
 * One request on a node:http keep-alive agent, and what came back: the answer (status, the headers a drain
 * test reads, the whole body) or the transport error's code. Never rejects.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface KeepAliveRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export type KeepAliveResult =
  | { kind: 'answer'; status: number; connection: string | undefined; retryAfter: string | undefined; body: string }
  | { kind: 'error'; error: string };

/** An agent that keeps one socket per loop and reuses it for every request (as SDK clients do). */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

/** "ECONNRESET socket hang up", "ECONNREFUSED connect ECONNREFUSED …": the code first, so tests can match it. */
function describe(error: NodeJS.ErrnoException): string {
  return error.code === undefined ? error.message : `${error.code} ${error.message}`;
}

/** Sends `input` to 127.0.0.1:`port` over `agent`; `onFirstBytes` runs when the first bytes of the body arrive. */
export function sendKeepAlive(port: number, agent: Agent, input: KeepAliveRequest, onFirstBytes: () => void = () => {}): Promise<KeepAliveResult> {
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const headers = {
    ...input.headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
  };
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: input.method, path: input.path, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (text === '') onFirstBytes();
        text += chunk;
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'error', error: describe(error) }));
      response.on('end', () =>
        resolve({
          kind: 'answer',
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'],
          body: text,
        }),
      );
      // A cut answer: 'close' without 'end' (a later resolve is ignored).
      response.on('close', () => resolve({ kind: 'error', error: `answer cut after ${text.length} characters` }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'error', error: describe(error) }));
    request.end(body);
  });
}
