import {
  isRetryableStatus,
  type JsonOperationAdaptor,
  type OperationAdaptor,
  type ProviderContext,
  type ProviderError,
  type UpstreamRequest,
} from '@gateway/providers';
import { isRedirectRefused, type RedirectRefusedError } from '../../services/egress/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import type { RoutedChannel } from '../../services/routing/routed-channel.ts';
import type { RelayRequest } from './relay-request.ts';

/** A 2xx upstream answer and everything needed to read it (a binary adaptor for audio speech). */
export interface UpstreamSuccess<TAdaptor extends OperationAdaptor = JsonOperationAdaptor> {
  ok: true;
  response: Response;
  channel: RoutedChannel;
  adaptor: TAdaptor;
  context: ProviderContext;
  /** Every channel tried, in order (the log's admin_info.use_channel). */
  usedChannels: number[];
}

export interface UpstreamFailure {
  ok: false;
  status: number;
  error: ProviderError['error'];
  usedChannels: number[];
  /** The last channel tried, for the error log row; 0 when none was available. */
  channelId: number;
}

export type UpstreamOutcome<TAdaptor extends OperationAdaptor = JsonOperationAdaptor> = UpstreamSuccess<TAdaptor> | UpstreamFailure;

/** Who is asking, for routing: the group and an optional admin channel pin. */
export interface RouteTarget {
  group: string;
  pinnedChannelId: number | null;
}

const SATURATED_MESSAGE = 'The upstream load of the current group is saturated, please retry later';

/** `local`: the gateway's own refusal, not the upstream's answer, so channel health ignores it. */
function failure(status: number, message: string, code: string, retryable: boolean, local = true): ProviderError & { local: boolean } {
  return { status, error: { message, type: 'new_api_error', code }, retryable, local };
}

const REDIRECT_REFUSALS: Readonly<Record<RedirectRefusedError['reason'], string>> = {
  'other-origin':
    'redirected the request to another origin; the gateway does not follow it, so the channel key never leaves the upstream it was configured for',
  'method-change': 'answered with a redirect that would turn the request into a GET without its body; the gateway does not follow it',
  'body-not-replayable': 'answered with a redirect, and the request body cannot be sent again; the gateway does not follow it',
};

/**
 * A redirect the egress guard refused (ADR 0016): a 502 from the upstream, never the foreign answer.
 * No origin in the message: the channel's base URL is administrators' business.
 */
function redirectFailure(error: RedirectRefusedError): ProviderError & { local: boolean } {
  return failure(502, `The upstream (HTTP ${error.status}) ${REDIRECT_REFUSALS[error.reason]}`, 'upstream_redirect_refused', true, false);
}

/** status_code_mapping rewrites an error status (never a success), before the retry decision. */
function mapStatus(channel: RoutedChannel, error: ProviderError): ProviderError {
  const mapped = channel.statusCodeMapping.get(String(error.status));
  const status = mapped === undefined ? Number.NaN : Number(mapped);
  if (!Number.isInteger(status) || status < 400 || status > 599) return error;
  return { ...error, status, retryable: isRetryableStatus(status) };
}

export function contextFor(services: GatewayServices, channel: RoutedChannel, request: RelayRequest): ProviderContext {
  const keys = channel.keys;
  const context: ProviderContext = {
    baseUrl: channel.baseUrl,
    key: keys.length <= 1 ? (keys[0] ?? '') : keys[Math.floor(Math.random() * keys.length)]!,
    model: channel.modelMapping.get(request.model) ?? request.model,
    stream: request.stream,
    other: channel.other,
    organization: channel.organization === '' ? undefined : channel.organization,
    timestamp: services.nowSeconds(),
    channelSetting: channel.setting,
  };
  // Claude / Gemini options (version, headers, max_tokens, thinking adapter, safety) for those channels.
  services.providerOptions.apply(context, channel.provider, request);
  return context;
}

/**
 * The channel's param_override on the request the adaptor built (top-level keys of the converted
 * JSON replaced or added, as new-api does). Costs a parse only on channels that set one.
 */
function applyParamOverride(upstream: UpstreamRequest, channel: RoutedChannel): UpstreamRequest {
  if (channel.paramOverride === null || typeof upstream.body !== 'string') return upstream;
  const body = JSON.parse(upstream.body) as Record<string, unknown>;
  return { ...upstream, body: JSON.stringify({ ...body, ...channel.paramOverride }) };
}

/** The adaptor kind each operation needs: audio speech is the one binary answer. */
function servesOperation(channel: RoutedChannel, request: RelayRequest): boolean {
  const adaptor = channel.provider?.operations[request.operation];
  return adaptor !== undefined && adaptor.responseType === (request.operation === 'audioSpeech' ? 'binary' : 'json');
}

function unsupportedFailure(channel: RoutedChannel): ProviderError & { local: boolean } {
  return failure(400, `Channel #${channel.id} (type ${channel.type}) does not support this endpoint`, 'channel_unsupported', true);
}

/**
 * The next channel to try. Channels whose adaptor lacks the operation (a chat-only vendor asked for the
 * Responses API, a non-Anthropic channel for count_tokens) are passed over without spending a retry round,
 * so routing prefers channels that speak the endpoint; `unsupported` reports the last one passed over.
 * Channels that serve it only by conversion come after every native one (ADR 0038).
 * A pinned channel is returned as it is (the attempt refuses it).
 */
async function pickServing(
  services: GatewayServices,
  target: RouteTarget,
  request: RelayRequest,
  failed: Set<number>,
): Promise<{ channel: RoutedChannel | undefined; unsupported: ProviderError | null }> {
  if (target.pinnedChannelId !== null) return { channel: await services.routing.channel(target.pinnedChannelId), unsupported: null };
  let unsupported: ProviderError | null = null;
  // Channels serving the operation only through a conversion (Responses over chat, ADR 0038) are the
  // fallback: set aside while a native one may come, and given back to later rounds.
  const converted: RoutedChannel[] = [];
  for (;;) {
    const channel = await services.routing.pick(target.group, request.model, failed);
    if (channel !== undefined && servesOperation(channel, request) && servesByConversion(channel, request)) {
      converted.push(channel);
      failed.add(channel.id);
      continue;
    }
    if (channel === undefined || servesOperation(channel, request)) {
      for (const setAside of converted) failed.delete(setAside.id);
      return { channel: channel ?? converted[0], unsupported };
    }
    unsupported = unsupportedFailure(channel);
    failed.add(channel.id);
  }
}

function servesByConversion(channel: RoutedChannel, request: RelayRequest): boolean {
  const adaptor = channel.provider?.operations[request.operation];
  return adaptor?.responseType === 'json' && adaptor.conversion !== undefined;
}

/** One attempt on one channel: a 2xx response, or the mapped error. */
async function attempt(
  services: GatewayServices,
  channel: RoutedChannel,
  request: RelayRequest,
  signal: AbortSignal,
): Promise<{ response: Response; adaptor: OperationAdaptor; context: ProviderContext } | ProviderError> {
  const adaptor = channel.provider?.operations[request.operation];
  // Audio speech is the one operation whose answer is binary (piped through by relay-media.ts).
  if (adaptor === undefined || !servesOperation(channel, request)) return unsupportedFailure(channel);
  if (request.stream && (adaptor.responseType !== 'json' || adaptor.createStreamParser === undefined))
    return failure(400, 'This endpoint cannot stream on the chosen channel', 'stream_unsupported', true);
  const context = contextFor(services, channel, request);
  let upstream: UpstreamRequest;
  try {
    upstream = applyParamOverride(adaptor.buildRequest(request.form ?? request.body, context), channel);
  } catch (error) {
    // A body the adaptor cannot convert is the request's fault: a 400, not a retry elsewhere.
    return failure(
      400,
      `The request cannot be converted for this channel: ${error instanceof Error ? error.message : String(error)}`,
      'convert_request_failed',
      false,
    );
  }
  let response: Response;
  try {
    response = await services.relayEgress(
      upstream.url,
      { method: upstream.method, headers: upstream.headers, body: upstream.body, signal },
      { purpose: 'admin-configured', proxy: channel.setting.proxy },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    if (isRedirectRefused(error)) {
      services.platform.logger.warn('relay upstream redirect not followed', { channel: channel.id, error: error.message });
      return redirectFailure(error);
    }
    // Transport details (addresses, DNS) go to the server log, not to the API client.
    services.platform.logger.warn('relay upstream request failed', { channel: channel.id, error: error instanceof Error ? error.message : String(error) });
    return failure(500, 'Failed to request the upstream address', 'do_request_failed', true, false);
  }
  if (response.status >= 200 && response.status < 300) return { response, adaptor, context };
  const text = await response.text().catch(() => '');
  return mapStatus(channel, adaptor.mapError(response.status, text));
}

/**
 * Calls the upstream with retries, decided much as new-api decides them: attempt 0 on the selected
 * channel, then up to RetryTimes more on OTHER channels — never one that already failed this
 * request — while the failure is retryable (429, 5xx except 504/524, network errors …). A pinned
 * channel (`sk-key-<id>`) is never retried elsewhere.
 */
export async function callUpstream<TAdaptor extends OperationAdaptor = JsonOperationAdaptor>(
  services: GatewayServices,
  target: RouteTarget,
  request: RelayRequest,
  signal: AbortSignal,
): Promise<UpstreamOutcome<TAdaptor>> {
  const retryTimes = target.pinnedChannelId === null ? Math.max(0, services.options.getNumber('RetryTimes')) : 0;
  const failed = new Set<number>();
  const usedChannels: number[] = [];
  let last: ProviderError | null = null;
  for (let round = 0; round <= retryTimes; round += 1) {
    const { channel, unsupported } = await pickServing(services, target, request, failed);
    if (unsupported !== null) last = unsupported;
    if (channel === undefined) break;
    usedChannels.push(channel.id);
    const outcome = await attempt(services, channel, request, signal);
    services.channelHealth.report(channel, 'response' in outcome ? null : outcome);
    // attempt() checked the adaptor's responseType against the operation: binary only for audio speech.
    if ('response' in outcome) return { ok: true, ...outcome, adaptor: outcome.adaptor as TAdaptor, channel, usedChannels };
    last = outcome;
    failed.add(channel.id);
    if (!outcome.retryable) break;
  }
  if (last === null) {
    const message =
      target.pinnedChannelId === null
        ? `No available channel for model ${request.model} under group ${target.group}`
        : `Channel #${target.pinnedChannelId} is not available`;
    return { ok: false, status: 503, error: { message, type: 'new_api_error', code: 'model_not_found' }, usedChannels, channelId: 0 };
  }
  const error = last.status === 429 ? { ...last.error, message: SATURATED_MESSAGE } : last.error;
  return { ok: false, status: last.status, error, usedChannels, channelId: usedChannels[usedChannels.length - 1] ?? 0 };
}
