/**
 * The fake upstream as a fetch function: what a test platform's outbound fetch, a Miniflare outbound service
 * and the node:http server (http-server.ts) all answer with, so every runtime's tests see the same upstream.
 *
 * - http://127.0.0.1:9 (UPSTREAM_URL, an IP literal the egress guard allows for admin-configured channels)
 *   is the OpenAI-compatible upstream: chat completions, Responses (with follow-ups), legacy completions,
 *   moderations, rerank, embeddings, images and audio; every call is recorded in `upstreamRequests`.
 * - Base URLs whose path starts with /fail-<status>/ answer that status (an upstream failing on demand).
 * - /redirect-<status>/away/<path> redirects to FOREIGN_ORIGIN, /redirect-<status>/here/<path> to <path> on
 *   the same origin; FOREIGN_ORIGIN records what reaches it (with every header) and answers a chat completion.
 * - /scripted/ paths are answered by the test's own `scriptedUpstream.answer` while it is set.
 * Any other origin fails the call, so a test never reaches a network by mistake.
 */
import { headerRecord, json, jsonBody } from './json.ts';
import { isMediaPath, mediaAnswer } from './media-answers.ts';
import { chatAnswer, otherOpenAiAnswer } from './openai-answers.ts';
import type { RecordedUpstreamRequest } from './recorded-request.ts';
import { responsesAnswer, responsesFollowUpAnswer } from './responses-answers.ts';

export const UPSTREAM_URL = 'http://127.0.0.1:9';
export const FOREIGN_ORIGIN = 'http://127.0.0.1:10';

/** Every call the OpenAI-compatible upstream answered, oldest first (emptied by startUpstream). */
export const upstreamRequests: RecordedUpstreamRequest[] = [];
/** Every call that reached FOREIGN_ORIGIN, oldest first (emptied by startUpstream). */
export const foreignRequests: RecordedUpstreamRequest[] = [];

/** A test-controlled upstream: base URLs whose path starts with /scripted/ are answered by `scriptedUpstream.answer`. */
export const scriptedUpstream: { answer: ((init: RequestInit | undefined) => Response) | null } = { answer: null };

/** The fake as a test sees it: its base URL and the calls it recorded. */
export interface FakeUpstream {
  url: string;
  requests: RecordedUpstreamRequest[];
  stop(): Promise<void>;
}

/** The fake upstream with no recorded calls (it needs no start-up: nothing listens). */
export async function startUpstream(): Promise<FakeUpstream> {
  upstreamRequests.length = 0;
  foreignRequests.length = 0;
  return { url: UPSTREAM_URL, requests: upstreamRequests, stop: async () => {} };
}

/** A fetch call's arguments as one Request (a Request alone is used as it is). */
export function toRequest(input: Request | string | URL, init?: RequestInit): Request {
  if (input instanceof Request && init === undefined) return input;
  return new Request(input, { duplex: 'half', ...init } as RequestInit);
}

async function redirectOrForeign(url: URL, request: Request): Promise<Response | undefined> {
  const redirect = /^\/redirect-(\d{3})\/(away|here)(\/.*)$/.exec(url.pathname);
  if (redirect !== null && url.origin === UPSTREAM_URL) {
    const location = `${redirect[2] === 'away' ? FOREIGN_ORIGIN : ''}${redirect[3]}${url.search}`;
    return new Response(null, { status: Number(redirect[1]), headers: { location } });
  }
  if (url.origin !== FOREIGN_ORIGIN) return undefined;
  const headers = headerRecord(request.headers);
  const body = request.body === null ? undefined : await request.text();
  foreignRequests.push({ path: url.pathname + url.search, authorization: headers['authorization'] ?? null, body, headers });
  return json(200, {
    id: 'chatcmpl-foreign',
    object: 'chat.completion',
    created: 1,
    model: 'foreign',
    choices: [{ index: 0, message: { role: 'assistant', content: 'the foreign answer' }, finish_reason: 'stop' }],
  });
}

/** Answers one call to the fake (see the file header); throws for an origin it does not serve. */
export async function answerUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const redirected = await redirectOrForeign(url, request);
  if (redirected !== undefined) return redirected;
  const failing = /^\/fail-(\d{3})\//.exec(url.pathname);
  if (failing) return json(Number(failing[1]), { error: { message: `injected ${failing[1]}`, type: 'server_error', code: null } });
  if (url.origin !== UPSTREAM_URL) throw new Error(`unexpected outbound fetch in a test: ${url.href}`);
  if (isMediaPath(url.pathname)) return mediaAnswer(url.pathname, request, upstreamRequests);
  const body = await jsonBody(request);
  upstreamRequests.push({ path: url.pathname, authorization: request.headers.get('authorization'), body, method: request.method });
  const followUp = responsesFollowUpAnswer(url.pathname, request.method);
  if (followUp !== undefined) return followUp;
  if (url.pathname === '/v1/chat/completions') return chatAnswer(body);
  if (url.pathname === '/v1/responses') return responsesAnswer(body);
  return otherOpenAiAnswer(url.pathname, body) ?? json(404, { error: { message: `fake upstream: no route ${url.pathname}`, type: 'invalid_request_error' } });
}

/** The fake as a platform's outbound fetch. */
export const upstreamFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.startsWith('/scripted/') && scriptedUpstream.answer !== null) return scriptedUpstream.answer(init);
  return answerUpstream(toRequest(input, init));
};
