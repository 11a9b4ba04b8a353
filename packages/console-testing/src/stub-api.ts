/**
 * A stubbed `fetch` for remote page tests: answers per "METHOD /path" in the console API's envelope and
 * records every call, so tests exercise the real sdk functions. Unknown routes answer 404, so a
 * missing stub fails loudly instead of hanging a query.
 */
import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** The request's abort signal: a streamed answer (sse-stream.ts) ends when it fires, as a real fetch does. */
  signal?: AbortSignal;
};

/**
 * An answer: the envelope's data (with `extra` fields beside it, as GET /api/pricing has), a refusal
 * { fail: message }, a thrown network failure, or a whole Response of its own (a streamed body, an error status).
 */
export type StubAnswer = { data: unknown; extra?: Record<string, unknown> } | { fail: string } | { networkError: true } | { response: Response };
export type StubRoutes = Record<string, StubAnswer | ((call: RecordedCall) => StubAnswer)>;

/** GET /api/status fields most pages read (currency display, top-up settings). */
export const baseStatus = {
  quota_per_unit: 500000,
  display_in_currency: true,
  server_address: 'https://gateway.example',
  top_up_link: '',
  min_topup: 1,
  enable_online_topup: false,
  price: 7.3,
  chats: [],
};

/** Replaces the global fetch until `vi.unstubAllGlobals()`. */
export function stubApi(routes: StubRoutes) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return new Response(JSON.stringify({ success: false, message: `no stub for ${call.method} ${call.path}` }), { status: 404 });
    const answer = typeof route === 'function' ? route(call) : route;
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    if ('response' in answer) return answer.response;
    const envelope = 'fail' in answer ? { success: false, message: answer.fail } : { ...answer.extra, success: true, message: '', data: answer.data };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}
