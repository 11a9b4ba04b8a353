import type { Context } from 'hono';
import { findRelayResponse, findResponseConversation, forgetRelayResponse } from '@gateway/db';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { localError, relayError } from './relay-error.ts';
import { contextFor } from './upstream-attempts.ts';
import { answerStoredResponse } from './responses-stored-follow-up.ts';

type FollowUpMethod = 'GET' | 'POST' | 'DELETE';

/** The follow-up's context: the creating channel's base URL, key and headers (no model, no body). */
function followUpContext(services: GatewayServices, channel: Parameters<typeof contextFor>[1]) {
  return contextFor(services, channel, {
    operation: 'responses',
    body: {},
    model: '',
    stream: false,
    includeUsage: false,
    maxTokens: undefined,
    promptEstimate: 0,
  });
}

/**
 * GET /v1/responses/{id}, POST …/cancel, DELETE …, GET …/input_items: sent to the channel that created the
 * response, for its owner only (anyone else: 404, as if it did not exist). The upstream's answer is passed
 * through (a retrieve with ?stream=true included); not billed, no log row. A delete also forgets the id.
 * Responses converted from chat are answered from the gateway's own store (responses-stored-follow-up.ts).
 */
export function responseFollowUp(services: GatewayServices, method: FollowUpMethod, suffix: '' | '/cancel' | '/input_items') {
  return async (context: Context<RelayEnv>): Promise<Response> => {
    const caller = context.get('relay');
    const id = context.req.param('id') ?? '';
    const known = await findRelayResponse(services.platform.db, id);
    if (known === undefined || known.user_id !== caller.user.id) {
      return relayError(context, 404, { message: `No response found with id '${id}'`, type: 'invalid_request_error', code: 'response_not_found', param: 'id' });
    }
    // A response converted from chat lives here, not upstream (ADR 0038).
    const stored = await findResponseConversation(services.platform.db, id);
    if (stored !== undefined) return answerStoredResponse(context, services, method, suffix, stored);
    const channel = await services.routing.channel(known.channel_id);
    const adaptor = channel?.provider?.operations.responses;
    if (channel === undefined || adaptor?.responseType !== 'json' || adaptor.buildFollowUp === undefined) {
      return relayError(context, 503, localError(`The channel that created response ${id} is not available`, 'channel_unavailable'));
    }
    const query = new URL(context.req.url).search;
    const upstream = adaptor.buildFollowUp(method, `/v1/responses/${encodeURIComponent(id)}${suffix}${query}`, followUpContext(services, channel));
    let response: Response;
    try {
      const body = method === 'POST' ? '{}' : undefined;
      response = await services.relayEgress(
        upstream.url,
        { method, headers: upstream.headers, body, signal: context.req.raw.signal },
        { purpose: 'admin-configured', proxy: channel.setting.proxy },
      );
    } catch (error) {
      services.platform.logger.warn('relay follow-up request failed', { channel: channel.id, error: error instanceof Error ? error.message : String(error) });
      return relayError(context, 502, { message: 'Failed to request the upstream address', type: 'new_api_error', code: 'do_request_failed' });
    }
    if (response.status < 200 || response.status >= 300) {
      const mapped = adaptor.mapError(response.status, await response.text().catch(() => ''));
      return relayError(context, mapped.status, mapped.error);
    }
    if (method === 'DELETE') await forgetRelayResponse(services.platform.db, id);
    return new Response(response.body, { status: response.status, headers: { 'Content-Type': response.headers.get('content-type') ?? 'application/json' } });
  };
}
