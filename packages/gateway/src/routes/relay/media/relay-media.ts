import type { Context } from 'hono';
import { logMessage } from '@gateway/domain';
import { mapUpstreamError, type OpenAIErrorBody, type OperationAdaptor, type ParsedResponse } from '@gateway/providers';
import type { RelayCaller } from '../../../middleware/token-auth/index.ts';
import type { PriceQuote } from '../../../services/billing/model-price.ts';
import { reserveQuota } from '../../../services/billing/quota-ledger.ts';
import type { GatewayServices } from '../../../services/gateway-services.ts';
import { relayError } from '../relay-error.ts';
import type { RelayRequest } from '../relay-request.ts';
import { settleFailure, settleSuccess, type RelayBill } from '../relay-settlement.ts';
import { callUpstream, type UpstreamSuccess } from '../upstream-attempts.ts';
import { estimateMediaQuota, imageUsage, mediaQuote, promptUsage, speechTokens, transcriptionUsage } from './media-billing.ts';

/** Operations answered here rather than by relay-json / relay-stream. */
const mediaOperations: ReadonlySet<string> = new Set(['images', 'audioSpeech', 'audioTranscription', 'audioTranslation']);

export function isMediaOperation(operation: string): boolean {
  return mediaOperations.has(operation);
}

type Upstream = UpstreamSuccess<OperationAdaptor>;

/** The upstream failed after a 2xx: refund the hold, one error row, the client gets `status`. */
async function fail(
  context: Context,
  services: GatewayServices,
  bill: RelayBill,
  upstream: Upstream,
  status: number,
  error: OpenAIErrorBody,
): Promise<Response> {
  await settleFailure(services, bill, { status, message: error.message, channelId: upstream.channel.id, usedChannels: upstream.usedChannels });
  return relayError(context, status, error);
}

/** Reads the whole upstream body, or answers the 502 of a connection that broke while reading it. */
async function readText(context: Context, services: GatewayServices, bill: RelayBill, upstream: Upstream): Promise<string | Response> {
  try {
    return await upstream.response.text();
  } catch {
    return fail(context, services, bill, upstream, 502, {
      message: 'The upstream connection broke while reading the answer',
      type: 'upstream_error',
      code: 'bad_response_body',
    });
  }
}

/** A JSON body, or the refund + error answer when it is not JSON or carries an `error` object. */
async function readJson(context: Context, services: GatewayServices, bill: RelayBill, upstream: Upstream, text: string): Promise<unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(context, services, bill, upstream, 502, {
      message: 'The upstream answered with a body that is not JSON',
      type: 'upstream_error',
      code: 'bad_response_body',
    });
  }
  const embedded = (json as { error?: unknown } | null)?.error;
  if (typeof embedded === 'object' && embedded !== null) {
    const mapped = mapUpstreamError(upstream.response.status, text);
    return fail(context, services, bill, upstream, mapped.status, mapped.error);
  }
  return json;
}

/** The outcome fields every media answer shares: channels, the upstream model and the first response time. */
function outcomeBase(bill: RelayBill, services: GatewayServices, upstream: Upstream) {
  return {
    channelId: upstream.channel.id,
    usedChannels: upstream.usedChannels,
    upstreamModel: upstream.context.model,
    firstResponseMs: services.platform.clock.now() - bill.startedAt,
  };
}

/** images/generations: the upstream JSON as sent, billed per image; the log row says size and quality. */
async function answerImages(context: Context, services: GatewayServices, bill: RelayBill, upstream: Upstream): Promise<Response> {
  const text = await readText(context, services, bill, upstream);
  if (text instanceof Response) return text;
  const json = await readJson(context, services, bill, upstream, text);
  if (json instanceof Response) return json;
  const facts = bill.request.media!.images!;
  await settleSuccess(services, bill, {
    ...outcomeBase(bill, services, upstream),
    // As in new-api, the row's prompt tokens are the image count.
    usage: promptUsage(facts.count, (json as { usage?: unknown }).usage),
    images: imageUsage(facts, bill.request.model),
    usageSource: 'counted',
    extraContent: [logMessage('imageSizeQuality', { size: facts.size, quality: facts.quality })],
  });
  return context.body(text, 200, { 'Content-Type': 'application/json' });
}

/**
 * audio/speech: the upstream's audio piped through as it arrives, with its content type. The price is
 * fixed by the input (characters for tts-*), so it settles when the audio starts; an audio stream cut
 * short afterwards is still billed (the vendor bills it too). A JSON body on a 2xx is an error.
 */
async function answerSpeech(context: Context, services: GatewayServices, bill: RelayBill, upstream: Upstream): Promise<Response> {
  const contentType = upstream.response.headers.get('content-type') ?? 'application/octet-stream';
  if (contentType.includes('application/json')) {
    const text = await readText(context, services, bill, upstream);
    if (text instanceof Response) return text;
    const json = await readJson(context, services, bill, upstream, text);
    if (json instanceof Response) return json;
    return fail(context, services, bill, upstream, 502, {
      message: 'The upstream answered JSON instead of audio',
      type: 'upstream_error',
      code: 'bad_response_body',
    });
  }
  await settleSuccess(services, bill, {
    ...outcomeBase(bill, services, upstream),
    usage: promptUsage(speechTokens(bill.request.model, String(bill.request.body.input))),
    usageSource: 'counted',
  });
  // No Content-Length: fetch may have decoded a compressed body, so the upstream's length can be wrong.
  return context.body(upstream.response.body ?? '', 200, { 'Content-Type': contentType });
}

/** audio/transcriptions and /translations: JSON or text (text, srt, vtt) per response_format, billed by duration or tokens. */
async function answerTranscription(context: Context, services: GatewayServices, bill: RelayBill, upstream: Upstream): Promise<Response> {
  const text = await readText(context, services, bill, upstream);
  if (text instanceof Response) return text;
  const contentType = upstream.response.headers.get('content-type') ?? 'text/plain; charset=utf-8';
  let parsed: ParsedResponse | undefined;
  if (contentType.includes('json') && upstream.adaptor.responseType === 'json') {
    const json = await readJson(context, services, bill, upstream, text);
    if (json instanceof Response) return json;
    parsed = upstream.adaptor.parseResponse(json, upstream.context);
  }
  const billed = transcriptionUsage(parsed, bill.request.media?.fileSeconds, services.options.getNumber('PreConsumedQuota'));
  await settleSuccess(services, bill, {
    ...outcomeBase(bill, services, upstream),
    usage: billed.usage,
    usageSource: billed.source,
    extraContent: [billed.note],
  });
  return context.body(text, 200, { 'Content-Type': contentType });
}

/**
 * Images and audio: reserve the media estimate (media-billing.ts) on user
 * and token, call the upstream with the usual retries, answer in the endpoint's own format and settle
 * exactly once with one log row; every failure after the reservation refunds it with one error row.
 */
export async function relayMedia(
  context: Context,
  services: GatewayServices,
  caller: RelayCaller,
  request: RelayRequest,
  modelQuote: PriceQuote,
): Promise<Response> {
  const quote = mediaQuote(request, modelQuote, services.options.getNumber('QuotaPerUnit'));
  const estimate = estimateMediaQuota(request, quote, services.options.getNumber('PreConsumedQuota'));
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
  let upstream;
  try {
    // Not the client's signal: a client leaving after the answer began cancels the piped body instead.
    upstream = await callUpstream<OperationAdaptor>(
      services,
      { group: caller.group, pinnedChannelId: caller.channelId },
      request,
      new AbortController().signal,
    );
  } catch (error) {
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
  if (request.operation === 'images') return answerImages(context, services, bill, upstream);
  if (request.operation === 'audioSpeech') return answerSpeech(context, services, bill, upstream);
  return answerTranscription(context, services, bill, upstream);
}
