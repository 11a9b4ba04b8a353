import { Agent } from 'undici';
import { PooledResponse, type UndiciAnswer } from './pooled-response.ts';

export interface RelayFetchOptions {
  /** Connections kept per upstream origin (the relay's concurrency towards one provider). */
  connectionsPerOrigin?: number;
  /** Idle keep-alive before a pooled connection is closed, ms. */
  keepAliveMs?: number;
  /** Longest wait for an upstream's response headers, ms; 0 = none (RELAY_TIMEOUT). */
  headersTimeoutMs?: number;
  /** Longest silence between two body chunks, ms; 0 = none (STREAMING_TIMEOUT). */
  bodyTimeoutMs?: number;
}

type RelayHeaders = Record<string, string>;

function plainHeaders(headers: RequestInit['headers']): RelayHeaders {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(headers as Iterable<[string, string]>);
  return headers as RelayHeaders;
}

/**
 * The relay's upstream client on Node (reference/node-relay-spike.md): one undici Agent with a
 * keep-alive pool per origin, no global fetch. Bodies the pool cannot take as they are (FormData,
 * streams) go through global fetch, which encodes them.
 */
export function createUndiciRelayFetch(options: RelayFetchOptions = {}) {
  const agent = new Agent({
    connections: options.connectionsPerOrigin ?? 128,
    pipelining: 1,
    keepAliveTimeout: options.keepAliveMs ?? 60_000,
    headersTimeout: options.headersTimeoutMs ?? 0,
    bodyTimeout: options.bodyTimeoutMs ?? 60_000,
  });
  const fetchRelay = async (url: string, init: RequestInit): Promise<Response> => {
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) return globalThis.fetch(url, init);
    const target = new URL(url);
    const answer = (await agent.request({
      origin: target.origin,
      path: target.pathname + target.search,
      method: (init.method ?? 'GET') as 'GET',
      headers: plainHeaders(init.headers),
      body: body ?? null,
      signal: init.signal ?? undefined,
    })) as unknown as UndiciAnswer;
    return new PooledResponse(answer, url) as unknown as Response;
  };
  return { fetch: fetchRelay, close: () => agent.close() };
}
