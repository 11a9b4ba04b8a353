import { parseEnvelope, readLimited, Refusal, type ProxyEnvelope } from './proxy-envelope.ts';
import { isRefusedHost } from './target-check.ts';

export interface ProxyEnv {
  /** The shared secret; equals the gateway's WorkerValidKey. Unset: every request is refused. */
  PROXY_KEY?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  MAX_BODY_BYTES?: string;
}

const MAX_REDIRECTS = 5;
// Hop-by-hop and cookie headers never cross the proxy.
const DROPPED_RESPONSE_HEADERS = ['set-cookie', 'connection', 'keep-alive', 'transfer-encoding'];

function refusal(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'access-control-allow-origin': '*' } });
}

/** Constant-time comparison of the key, so its prefix cannot be learned from timing. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

function checkTarget(url: URL): void {
  if (url.protocol !== 'https:') throw new Refusal(400, 'only support https url');
  if (isRefusedHost(url.hostname)) throw new Refusal(403, 'target address is not allowed');
}

/** Fetches the target, following redirects by hand so every hop is checked again. */
async function fetchTarget(envelope: ProxyEnvelope, signal: AbortSignal): Promise<Response> {
  let url = envelope.url;
  let init: RequestInit = { method: envelope.method, headers: envelope.headers, body: envelope.body ?? null, redirect: 'manual', signal };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    checkTarget(url);
    const response = await fetch(url, init);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return response;
    await response.body?.cancel();
    url = new URL(location, url);
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && init.method === 'POST'))
      init = { ...init, method: 'GET', body: null };
  }
  throw new Refusal(502, 'too many redirects');
}

/**
 * POST {url, key, method?, headers?, body?} → the target's answer streamed through (status, headers, body),
 * or a JSON refusal: 405 not POST, 413 oversized, 400 bad envelope or non-https, 403 wrong key or a private
 * target, 504 when the target does not answer within UPSTREAM_TIMEOUT_MS, 502 when it fails.
 */
export async function handleProxy(request: Request, env: ProxyEnv): Promise<Response> {
  if (request.method !== 'POST') return refusal(405, 'only POST is accepted');
  try {
    const envelope = parseEnvelope(await readLimited(request, Number(env.MAX_BODY_BYTES ?? 8 * 1024 * 1024)));
    if (env.PROXY_KEY === undefined || env.PROXY_KEY === '' || !sameKey(envelope.key, env.PROXY_KEY)) throw new Refusal(403, 'invalid key');
    checkTarget(envelope.url);
    const timeout = AbortSignal.timeout(Number(env.UPSTREAM_TIMEOUT_MS ?? 30_000));
    const answer = await fetchTarget(envelope, timeout).catch((error: unknown) => {
      if (error instanceof Refusal) throw error;
      throw timeout.aborted ? new Refusal(504, 'upstream timed out') : new Refusal(502, 'upstream request failed');
    });
    const headers = new Headers(answer.headers);
    for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
    headers.set('access-control-allow-origin', '*');
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  } catch (error) {
    if (error instanceof Refusal) return refusal(error.status, error.message);
    return refusal(500, 'proxy error');
  }
}
