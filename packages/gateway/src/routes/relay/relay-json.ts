import type { Context } from 'hono';
import { mapUpstreamError } from '@gateway/providers';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { estimateUsage } from '../../services/token-count/index.ts';
import { generatedText } from './generated-text.ts';
import { rememberResponse } from './responses-conversation.ts';
import { relayError } from './relay-error.ts';
import { settleFailure, settleSuccess, type RelayBill } from './relay-settlement.ts';
import type { UpstreamSuccess } from './upstream-attempts.ts';
import { respondWholeBody } from '../../platform/relay-transport.ts';
import { directAnswerHeaders } from './direct-answer-headers.ts';

/**
 * Finishes a non-stream request: one JSON parse of the upstream body, the adaptor's mapping, the
 * answer (the upstream text itself when the adaptor passes the body through unchanged), then
 * settlement. A 200 carrying an `error` object, or a body that is not JSON, is an upstream failure:
 * refunded, one error row.
 */
export async function answerJson(context: Context, services: GatewayServices, bill: RelayBill, upstream: UpstreamSuccess): Promise<Response> {
  let text: string;
  try {
    text = await upstream.response.text();
  } catch (error) {
    // The connection broke while the body was read: nothing usable arrived, so the hold is refunded.
    const message = `The upstream connection broke while reading the answer: ${error instanceof Error ? error.message : String(error)}`;
    await settleFailure(services, bill, { status: 502, message, channelId: upstream.channel.id, usedChannels: upstream.usedChannels });
    return relayError(context, 502, { message: 'The upstream connection broke while reading the answer', type: 'upstream_error', code: 'bad_response_body' });
  }
  const firstResponseMs = services.platform.clock.now() - bill.startedAt;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const embeddedError = (json as { error?: unknown } | undefined)?.error;
  if (json === undefined || (typeof embeddedError === 'object' && embeddedError !== null)) {
    const mapped =
      json === undefined
        ? { status: 502, error: { message: 'The upstream answered with a body that is not JSON', type: 'upstream_error', code: 'bad_response_body' } }
        : mapUpstreamError(upstream.response.status, text);
    await settleFailure(services, bill, {
      status: mapped.status,
      message: mapped.error.message,
      channelId: upstream.channel.id,
      usedChannels: upstream.usedChannels,
    });
    return relayError(context, mapped.status, mapped.error);
  }
  const parsed = upstream.adaptor.parseResponse(json, upstream.context);
  // A Responses API response: its channel is remembered for the follow-up calls (ADR 0035).
  if (parsed.responseId !== undefined) await rememberResponse(services, bill, upstream, parsed.responseId, parsed.body);
  // No usage from the upstream: the tokenizer counts prompt and answer (loaded on this first need only).
  const estimate = parsed.usage === null ? await estimateUsage(upstream.context.model, bill.request.body, generatedText(json)) : undefined;
  await settleSuccess(services, bill, {
    channelId: upstream.channel.id,
    usedChannels: upstream.usedChannels,
    upstreamModel: upstream.context.model,
    usage: parsed.usage,
    estimatedPrompt: estimate?.promptTokens,
    estimatedCompletion: estimate?.completionTokens,
    firstResponseMs,
  });
  // Passed through unchanged: on Node one writeHead + end on the socket, no Response/Headers objects.
  if (parsed.body === json)
    return respondWholeBody(context, services.platform.relayTransport, directAnswerHeaders(context, { 'Content-Type': 'application/json' }), text);
  return context.json(parsed.body as object, 200);
}
