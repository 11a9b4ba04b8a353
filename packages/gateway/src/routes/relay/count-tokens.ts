import type { Context } from 'hono';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { countChatPromptTokens, encodingFor, loadTokenCounter } from '../../services/token-count/index.ts';
import { cancelWhenClientGone } from '../../platform/relay-transport.ts';
import { relayError } from './relay-error.ts';
import { checkModelAccess } from './model-access.ts';
import { parseRelayRequest, type RelayRequest } from './relay-request.ts';
import { callUpstream, type UpstreamOutcome } from './upstream-attempts.ts';

/** Upstream statuses meaning "this endpoint does not exist here" (an Anthropic-compatible proxy without count_tokens): estimate instead. */
const MISSING_ENDPOINT = new Set([404, 405, 501]);

/** The channel cannot count natively (not an Anthropic channel, or its upstream lacks the endpoint). */
function wantsEstimate(outcome: UpstreamOutcome): boolean {
  return !outcome.ok && (outcome.error.code === 'channel_unsupported' || MISSING_ENDPOINT.has(outcome.status));
}

/** The tokenizer's count of the Messages body (system, messages, tools), the way missing usage is estimated. */
async function estimate(request: RelayRequest): Promise<number> {
  const count = await loadTokenCounter(encodingFor(request.model));
  return countChatPromptTokens(request.body, count);
}

/**
 * POST /v1/messages/count_tokens (Anthropic API): token auth and the same model checks as
 * /v1/messages, then the routed channel's own count_tokens when it is an Anthropic channel (headers
 * anthropic-version / anthropic-beta passed), else a tokenizer estimate `{ input_tokens }`. Never
 * reserved, billed or logged (ADR 0035): it generates nothing and costs the gateway no upstream tokens.
 */
export function countTokensHandler(services: GatewayServices) {
  return async (context: Context<RelayEnv>): Promise<Response> => {
    const caller = context.get('relay');
    const parsed = parseRelayRequest('countTokens', await context.req.text());
    if (!parsed.ok)
      return relayError(context, 400, { message: parsed.message, type: 'invalid_request_error', code: 'invalid_request', param: parsed.param ?? null });
    const request = parsed.request;
    if (!Array.isArray(request.body.messages))
      return relayError(context, 400, { message: 'messages must be an array', type: 'invalid_request_error', code: 'invalid_request', param: 'messages' });
    request.clientHeader = (name) => context.req.header(name);
    const access = checkModelAccess(context, services, caller, request.model);
    if ('refusal' in access) return access.refusal;

    const abort = new AbortController();
    cancelWhenClientGone(context, services.platform.relayTransport, abort);
    const outcome = await callUpstream(services, { group: caller.group, pinnedChannelId: caller.channelId }, request, abort.signal);
    if (outcome.ok) {
      try {
        return context.json(JSON.parse(await outcome.response.text()) as Record<string, unknown>);
      } catch {
        // A broken connection or a body that is not JSON: the upstream's fault, never a 500.
        return relayError(context, 502, {
          message: 'The upstream answered count_tokens with a body that is not JSON',
          type: 'upstream_error',
          code: 'bad_response_body',
        });
      }
    }
    if (wantsEstimate(outcome)) return context.json({ input_tokens: await estimate(request) });
    return relayError(context, outcome.status, outcome.error);
  };
}
