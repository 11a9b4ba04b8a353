import type { Context } from 'hono';
import type { Operation } from '@gateway/providers';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import { estimateQuota } from '../../services/billing/model-price.ts';
import { reserveQuota } from '../../services/billing/quota-ledger.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { isMediaOperation, relayMedia } from './media/relay-media.ts';
import { isMultipartOperation, parseMultipartRelayRequest } from './media/multipart-request.ts';
import { localError, relayError } from './relay-error.ts';
import { checkModelAccess } from './model-access.ts';
import { answerJson } from './relay-json.ts';
import { parseRelayRequest, type ParsedRelayRequest, type RelayRequest } from './relay-request.ts';
import { settleFailure, type RelayBill } from './relay-settlement.ts';
import { answerStream } from './relay-stream.ts';
import { cancelWhenClientGone, hasUpstreamBody } from '../../platform/relay-transport.ts';
import { callUpstream } from './upstream-attempts.ts';
import { requestedToolCalls } from './tool-call-billing.ts';

/**
 * One relay request: validate → token model limits → price → reserve the
 * estimate on user and token → upstream with retries → answer (JSON or stream) → settle exactly once
 * with one log row. Every refusal before the upstream call writes nothing.
 */
export interface RelayHandlerOptions {
  /** Body fields meant for the gateway, not the upstream (the playground's `group`). */
  localFields?: readonly string[];
  /** Parses the body instead of parseRelayRequest (Gemini-native routes take the model from the path). */
  parse?: (text: string, context: Context<RelayEnv>) => ParsedRelayRequest;
  /**
   * Runs after the model checks, before the reservation: may rewrite the request, pin the channel, or
   * refuse (a Response; nothing written). The Responses API's previous_response_id (ADR 0038).
   */
  prepare?: (context: Context<RelayEnv>, request: RelayRequest) => Promise<{ pinnedChannelId?: number } | Response>;
}

/** What a route without a prepare step leaves unchanged (one shared object: nothing allocated per request). */
const UNPREPARED: { pinnedChannelId?: number } = Object.freeze({});

/** nginx's 499 "client closed request": the status of the error row when the caller left first. */
const CLIENT_CLOSED_REQUEST = 499;

export function relayHandler(services: GatewayServices, operation: Operation, local: RelayHandlerOptions = {}) {
  return async (context: Context<RelayEnv>): Promise<Response> => {
    const caller = context.get('relay');
    // A multipart body (audio uploads) must not be read as text: that would corrupt the file.
    const multipart = isMultipartOperation(operation);
    const text = multipart ? '' : await context.req.text();
    const parsed = multipart
      ? await parseMultipartRelayRequest(operation, context.req.raw)
      : local.parse === undefined
        ? parseRelayRequest(operation, text)
        : local.parse(text, context);
    if (!parsed.ok)
      return relayError(context, 400, { message: parsed.message, type: 'invalid_request_error', code: 'invalid_request', param: parsed.param ?? null });
    const request = parsed.request;
    request.clientHeader = (name) => context.req.header(name);
    for (const field of local.localFields ?? []) delete request.body[field];

    const access = checkModelAccess(context, services, caller, request.model);
    if ('refusal' in access) return access.refusal;
    const quote = access.quote;
    const prepared = local.prepare === undefined ? UNPREPARED : await local.prepare(context, request);
    if (prepared instanceof Response) return prepared;
    // Images and audio reserve, answer and settle in their own formats (media/relay-media.ts).
    if (isMediaOperation(operation)) return relayMedia(context, services, caller, request, quote);
    const estimate = estimateQuota(
      quote,
      request.promptEstimate,
      request.maxTokens,
      services.options.getNumber('PreConsumedQuota'),
      requestedToolCalls(request)?.usage,
    );
    const party = { userId: caller.user.id, tokenId: caller.token.id, unlimitedToken: Boolean(caller.token.unlimited_quota) };
    const hold = await reserveQuota(services.platform.db, party, estimate);
    if (hold === null) {
      return relayError(context, 403, {
        message: `Insufficient quota: this request needs ${estimate} quota`,
        type: 'insufficient_quota',
        code: 'insufficient_user_quota',
      });
    }
    const bill: RelayBill = { caller, request, quote, hold, startedAt: services.platform.clock.now() };

    const abort = new AbortController();
    // A client that leaves before the answer cancels the upstream call (streams also cancel mid-answer).
    cancelWhenClientGone(context, services.platform.relayTransport, abort);
    let upstream;
    try {
      upstream = await callUpstream(
        services,
        { group: caller.group, pinnedChannelId: caller.channelId ?? prepared.pinnedChannelId ?? null },
        request,
        abort.signal,
      );
    } catch (error) {
      if (abort.signal.aborted) {
        // Nothing was delivered: the reservation is refunded and the error row says why.
        await settleFailure(services, bill, {
          status: CLIENT_CLOSED_REQUEST,
          message: 'The client disconnected before the upstream answered',
          channelId: 0,
          usedChannels: [],
        });
        return relayError(context, CLIENT_CLOSED_REQUEST, localError('The client disconnected before the upstream answered', 'client_gone'));
      }
      await settleFailure(services, bill, { status: 500, message: error instanceof Error ? error.message : String(error), channelId: 0, usedChannels: [] });
      throw error;
    }
    if (!upstream.ok) {
      await settleFailure(services, bill, {
        status: upstream.status,
        message: upstream.error.message,
        channelId: upstream.channelId,
        usedChannels: upstream.usedChannels,
      });
      return relayError(context, upstream.status, upstream.error);
    }
    // The log row names a conversion the channel served the operation through (ADR 0038).
    if (upstream.adaptor.conversion !== undefined) request.conversion = upstream.adaptor.conversion;
    if (request.stream && hasUpstreamBody(upstream.response)) return answerStream(context, services, bill, upstream, () => abort.abort());
    return answerJson(context, services, bill, upstream);
  };
}
