import type { Context } from 'hono';
import { findRelayResponse, forgetRelayResponse, rememberRelayResponse } from '@gateway/db';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { localError, relayError } from './relay-error.ts';
import { contextFor } from './upstream-attempts.ts';

/**
 * Remembers which channel created a Responses API response for which user (ADR 0035), before the
 * client sees it complete. A failed write is logged, never the request's failure: only the follow-ups
 * of that response are lost.
 */
export async function rememberResponse(services: GatewayServices, userId: number, channelId: number, responseId: string): Promise<void> {
  try {
    await rememberRelayResponse(services.platform.db, { response_id: responseId, user_id: userId, channel_id: channelId, created_at: services.nowSeconds() });
  } catch (error) {
    services.platform.logger.warn('relay: could not remember a response id', { channel: channelId, error: error instanceof Error ? error.message : String(error) });
  }
}

type FollowUpMethod = 'GET' | 'POST' | 'DELETE';

/** The follow-up's context: the creating channel's base URL, key and headers (no model, no body). */
function followUpContext(services: GatewayServices, channel: Parameters<typeof contextFor>[1]) {
  return contextFor(services, channel, { operation: 'responses', body: {}, model: '', stream: false, includeUsage: false, maxTokens: undefined, promptEstimate: 0 });
}

/**
 * GET /v1/responses/{id}, POST …/cancel, DELETE …, GET …/input_items: sent to the channel that created the
 * response, for its owner only (anyone else: 404, as if it did not exist). The upstream's answer is passed
 * through (a retrieve with ?stream=true included); not billed, no log row. A delete also forgets the id.
 */
export function responseFollowUp(services: GatewayServices, method: FollowUpMethod, suffix: '' | '/cancel' | '/input_items') {
  return async (context: Context<RelayEnv>): Promise<Response> => {
    const caller = context.get('relay');
    const id = context.req.param('id') ?? '';
    const known = await findRelayResponse(services.platform.db, id);
    if (known === undefined || known.user_id !== caller.user.id) {
      return relayError(context, 404, { message: `No response found with id '${id}'`, type: 'invalid_request_error', code: 'response_not_found', param: 'id' });
    }
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
      response = await services.relayEgress(upstream.url, { method, headers: upstream.headers, body, signal: context.req.raw.signal }, { purpose: 'admin-configured', proxy: channel.setting.proxy });
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
