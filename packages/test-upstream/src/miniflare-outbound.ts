import { json } from './json.ts';
import { answerUpstream, UPSTREAM_URL } from './upstream-fetch.ts';

/**
 * The fake upstream as Miniflare's outbound service (`miniflare.outboundService`): every fetch the worker
 * makes lands here and none reaches a network; a call to another origin than UPSTREAM_URL answers 404.
 */
export async function upstreamOutbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.origin !== UPSTREAM_URL) return json(404, { error: { message: `mock upstream: no route ${url.href}`, type: 'invalid_request_error' } });
  return answerUpstream(request);
}
