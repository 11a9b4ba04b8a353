import { Agent, FormData as UndiciFormData, ProxyAgent, Socks5ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';
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
 * keep-alive pool per origin, no global fetch; channels with `setting.proxy` go through a pooled
 * ProxyAgent (http/https proxies, CONNECT) or Socks5ProxyAgent per proxy URL. Bodies the pool cannot take as they are (FormData,
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
  const timeouts = { headersTimeout: options.headersTimeoutMs ?? 0, bodyTimeout: options.bodyTimeoutMs ?? 60_000 };
  // One pooled dispatcher per channel proxy URL, made on first use.
  const proxies = new Map<string, Dispatcher>();
  function proxyDispatcher(proxy: string): Dispatcher {
    let dispatcher = proxies.get(proxy);
    if (dispatcher !== undefined) return dispatcher;
    let parsed: URL;
    try {
      parsed = new URL(proxy);
    } catch {
      throw new Error('the channel proxy is not a valid URL');
    }
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') dispatcher = new ProxyAgent({ uri: proxy, ...timeouts });
    else if (parsed.protocol === 'socks5:' || parsed.protocol === 'socks5h:') dispatcher = new Socks5ProxyAgent(proxy, timeouts);
    else throw new Error(`the channel proxy scheme ${parsed.protocol} is not supported (http, https, socks5)`);
    proxies.set(proxy, dispatcher);
    return dispatcher;
  }

  const fetchRelay = async (url: string, init: RequestInit, proxy?: string): Promise<Response> => {
    const body = init.body;
    const dispatcher = proxy === undefined || proxy === '' ? agent : proxyDispatcher(proxy);
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      // Multipart uploads (audio): fetch encodes the form. Through a proxy, undici's own fetch carries it.
      if (dispatcher === agent) return globalThis.fetch(url, init);
      if (!(body instanceof FormData)) throw new Error('this request body cannot be sent through a channel proxy');
      const form = new UndiciFormData();
      for (const [name, value] of body) form.append(name, value);
      const { body: _replaced, ...rest } = init;
      return (await undiciFetch(url, { ...(rest as object), body: form, dispatcher })) as unknown as Response;
    }
    const target = new URL(url);
    const answer = (await dispatcher.request({
      origin: target.origin,
      path: target.pathname + target.search,
      method: (init.method ?? 'GET') as 'GET',
      headers: plainHeaders(init.headers),
      body: body ?? null,
      signal: init.signal ?? undefined,
    })) as unknown as UndiciAnswer;
    return new PooledResponse(answer, url) as unknown as Response;
  };
  return { fetch: fetchRelay, close: () => Promise.all([agent.close(), ...[...proxies.values()].map((proxy) => proxy.close())]).then(() => undefined) };
}
