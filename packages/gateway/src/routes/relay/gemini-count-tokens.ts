import type { Context } from 'hono';
import { convertGeminiToOpenAIRequest, type GeminiClientRequest } from '@gateway/providers';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { countChatPromptTokens, encodingFor, loadTokenCounter } from '../../services/token-count/index.ts';
import { cancelWhenClientGone } from '../../platform/relay-transport.ts';
import { relayError } from './relay-error.ts';
import { parseRelayJsonBody } from './relay-json-body.ts';
import { checkModelAccess } from './model-access.ts';
import { CHARACTERS_PER_TOKEN, type RelayRequest } from './relay-request.ts';
import { callUpstream, type UpstreamOutcome } from './upstream-attempts.ts';

/** Upstream statuses meaning "this endpoint does not exist here": estimate instead (as count_tokens does). */
const MISSING_ENDPOINT = new Set([404, 405, 501]);

function wantsEstimate(outcome: UpstreamOutcome): boolean {
  return !outcome.ok && (outcome.error.code === 'channel_unsupported' || MISSING_ENDPOINT.has(outcome.status));
}

type ParsedCount = { ok: true; body: Record<string, unknown>; counted: GeminiClientRequest } | { ok: false; message: string; param?: string };

/** `{ contents }` or `{ generateContentRequest: { contents, systemInstruction, tools } }` (https://ai.google.dev/api/tokens). */
function parseCountBody(text: string): ParsedCount {
  const parsed = parseRelayJsonBody(text);
  if (!parsed.ok) return parsed;
  const record = parsed.body;
  const inner = record.generateContentRequest as GeminiClientRequest | undefined;
  const counted = inner !== null && typeof inner === 'object' && Array.isArray(inner.contents) ? inner : (record as GeminiClientRequest);
  if (!Array.isArray(counted.contents)) return { ok: false, message: 'contents is required', param: 'contents' };
  return { ok: true, body: record, counted };
}

/** The tokenizer's count of the Gemini body seen as chat (system, turns, function declarations). */
async function estimate(model: string, counted: GeminiClientRequest): Promise<number> {
  const count = await loadTokenCounter(encodingFor(model));
  return countChatPromptTokens(convertGeminiToOpenAIRequest(counted, model, false), count);
}

/**
 * POST /v1beta/models/{model}:countTokens (used by Gemini CLI): the same token auth (x-goog-api-key,
 * ?key=, Bearer) and model checks as generateContent, then the routed Gemini channel's own countTokens, or
 * a tokenizer estimate `{ totalTokens }` for channels without it. Never reserved, billed or logged, like
 * Anthropic's count_tokens (ADR 0035): it generates nothing.
 */
export function geminiCountTokensHandler(services: GatewayServices, modelOf: (context: Context<RelayEnv>) => string) {
  return async (context: Context<RelayEnv>): Promise<Response> => {
    const caller = context.get('relay');
    const model = modelOf(context);
    if (model.trim() === '')
      return relayError(context, 400, { message: 'model is required', type: 'invalid_request_error', code: 'invalid_request', param: 'model' });
    const text = await context.req.text();
    const parsed = parseCountBody(text);
    if (!parsed.ok)
      return relayError(context, 400, { message: parsed.message, type: 'invalid_request_error', code: 'invalid_request', param: parsed.param ?? null });
    const access = checkModelAccess(context, services, caller, model);
    if ('refusal' in access) return access.refusal;
    const request: RelayRequest = {
      operation: 'countGeminiTokens',
      body: parsed.body,
      model,
      stream: false,
      includeUsage: false,
      maxTokens: undefined,
      promptEstimate: Math.ceil(text.length / CHARACTERS_PER_TOKEN),
    };

    const abort = new AbortController();
    cancelWhenClientGone(context, services.platform.relayTransport, abort);
    const outcome = await callUpstream(services, { group: caller.group, pinnedChannelId: caller.channelId }, request, abort.signal);
    if (outcome.ok) {
      try {
        return context.json(JSON.parse(await outcome.response.text()) as Record<string, unknown>);
      } catch {
        return relayError(context, 502, {
          message: 'The upstream answered countTokens with a body that is not JSON',
          type: 'upstream_error',
          code: 'bad_response_body',
        });
      }
    }
    if (wantsEstimate(outcome)) return context.json({ totalTokens: await estimate(model, parsed.counted) });
    return relayError(context, outcome.status, outcome.error);
  };
}
