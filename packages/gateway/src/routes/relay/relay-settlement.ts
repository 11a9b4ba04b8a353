import { computeCost, logMessage, LogType, type ImageUsage, type LogMessage, type TokenSource } from '@gateway/domain';
import type { NormalizedUsage } from '@gateway/providers';
import { settlementOf, type QuotaHold } from '../../services/billing/quota-ledger.ts';
import type { PriceQuote } from '../../services/billing/model-price.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import type { RelayCaller } from '../../middleware/token-auth/index.ts';
import type { RelayRequest } from './relay-request.ts';
import { optionalOtherFields } from './log-other-details.ts';
import { billedToolCalls, toolCallMessages } from './tool-call-billing.ts';
import { composeLogContent, englishLogText } from '../../services/log-content/index.ts';

/** One request's billing state from admission to its single settlement. */
export interface RelayBill {
  caller: RelayCaller;
  request: RelayRequest;
  quote: PriceQuote;
  hold: QuotaHold;
  /** Platform clock at admission, milliseconds. */
  startedAt: number;
}

/** How the request ended, for the one log row. */
export interface SettledOutcome {
  channelId: number;
  usedChannels: readonly number[];
  upstreamModel: string;
  usage: NormalizedUsage | null;
  /** Prompt and completion tokens counted by the tokenizer (services/token-count) when the upstream sent no usage. */
  estimatedPrompt?: number;
  estimatedCompletion?: number;
  /** First response time in ms (streams: first chunk); -1000 when none came, as new-api logs it. */
  firstResponseMs: number;
  /** Set when the upstream failed mid-stream or the client left: noted in the row. */
  interruption?: LogMessage;
  /** Images API: billed per image; the usage then only fills the token columns. */
  images?: ImageUsage;
  /** Added to the log content (images: "size S, quality Q"; audio: where the billed length came from). */
  extraContent?: readonly LogMessage[];
  /**
   * Where the token counts came from, for the cost receipt; default: the upstream when it sent
   * usage, else the tokenizer's estimate. Media set it (speech characters and audio lengths are counted).
   */
  usageSource?: TokenSource;
}

/**
 * What a consume row says (as messages, so the console renders them in the reader's language): the
 * price or ratios, the media and tool-call notes, then why the count may be off.
 */
function consumeMessages(quote: PriceQuote, outcome: SettledOutcome, toolCalls: ReturnType<typeof billedToolCalls>, tokensUsed: boolean): LogMessage[] {
  const messages = [
    quote.modelPrice >= 0
      ? logMessage('modelPrice', { modelPrice: quote.modelPrice, groupRatio: quote.groupRatio })
      : logMessage('modelRatio', { modelRatio: quote.modelRatio, completionRatio: quote.completionRatio, groupRatio: quote.groupRatio }),
  ];
  if (outcome.extraContent !== undefined) messages.push(...outcome.extraContent);
  if (toolCalls !== undefined) messages.push(...toolCallMessages(toolCalls));
  if (!tokensUsed) messages.push(logMessage('maybeUpstreamTimeout'));
  if (outcome.usage === null) messages.push(logMessage('usageEstimated'));
  if (outcome.interruption !== undefined) messages.push(outcome.interruption);
  return messages;
}

/** prompt_source / completion_source of the row: what the receipt says about each count (ADR 0041). */
function usageSources(outcome: SettledOutcome): { prompt_source: TokenSource; completion_source: TokenSource } {
  const source = outcome.usageSource ?? (outcome.usage === null ? 'estimated' : 'upstream');
  return { prompt_source: source, completion_source: source };
}

/**
 * Settles a request that reached an upstream: the cost from the real usage (or the estimate when the
 * upstream sent none), the difference to the reservation applied to user and token, and exactly one
 * consume row with new-api's `other` JSON (ratios, price, frt, admin_info …). Never throws into the response path.
 */
export async function settleSuccess(services: GatewayServices, bill: RelayBill, outcome: SettledOutcome): Promise<number> {
  const { caller, request, quote } = bill;
  const promptTokens = outcome.usage?.inputTokens ?? outcome.estimatedPrompt ?? request.promptEstimate;
  const completionTokens = outcome.usage?.outputTokens ?? outcome.estimatedCompletion ?? 0;
  const cachedTokens = outcome.usage?.cachedInputTokens ?? 0;
  const cacheCreationTokens = outcome.usage?.cacheWriteTokens ?? 0;
  const toolCalls = billedToolCalls(request, outcome.usage);
  const quota = computeCost(
    { promptTokens, completionTokens, cachedTokens, cacheCreationTokens, images: outcome.images, toolCalls: toolCalls?.usage },
    quote.pricing,
    quote.groupRatio,
  );
  const tokensUsed = promptTokens + completionTokens > 0 || quote.pricing.kind === 'price';
  const { content, other: contentParts } = composeLogContent(consumeMessages(quote, outcome, toolCalls, tokensUsed));
  const isModelMapped = outcome.upstreamModel !== request.model;
  services.usageLog.record({
    user_id: caller.user.id,
    created_at: services.nowSeconds(),
    type: LogType.Consume,
    content,
    username: caller.user.username,
    token_name: caller.token.name,
    model_name: request.model,
    quota,
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    use_time: Math.floor((services.platform.clock.now() - bill.startedAt) / 1000),
    is_stream: request.stream,
    channel_id: outcome.channelId,
    token_id: caller.token.id,
    group: caller.group,
    other: {
      model_ratio: quote.modelRatio,
      group_ratio: quote.groupRatio,
      completion_ratio: quote.completionRatio,
      cache_tokens: cachedTokens,
      cache_ratio: quote.cacheRatio,
      cache_creation_tokens: cacheCreationTokens,
      model_price: quote.modelPrice,
      frt: outcome.firstResponseMs,
      ...usageSources(outcome),
      reserved_quota: bill.hold.reserved,
      ...(isModelMapped ? { is_model_mapped: true, upstream_model_name: outcome.upstreamModel } : {}),
      ...(outcome.interruption !== undefined ? { interruption: englishLogText(outcome.interruption) } : {}),
      ...optionalOtherFields({ request, quote, cacheCreationTokens, images: outcome.images, toolCalls }),
      admin_info: { use_channel: outcome.usedChannels.map(String) },
      ...contentParts,
    },
    // As in new-api, a request that used no tokens does not count toward used quota or requests.
    usedQuotaDelta: tokensUsed ? quota : undefined,
    settlement: settlementOf(bill.hold, quota),
  });
  return quota;
}

/** Refunds the whole reservation of a request that failed on every channel and writes one error row (type 5). */
export async function settleFailure(
  services: GatewayServices,
  bill: RelayBill,
  failure: { status: number; message: string; channelId: number; usedChannels: readonly number[] },
): Promise<void> {
  const { caller, request } = bill;
  services.usageLog.record({
    user_id: caller.user.id,
    created_at: services.nowSeconds(),
    type: LogType.Error,
    content: failure.message,
    username: caller.user.username,
    token_name: caller.token.name,
    model_name: request.model,
    quota: 0,
    use_time: Math.floor((services.platform.clock.now() - bill.startedAt) / 1000),
    is_stream: request.stream,
    channel_id: failure.channelId,
    token_id: caller.token.id,
    group: caller.group,
    other: { status_code: failure.status, admin_info: { use_channel: failure.usedChannels.map(String) } },
    settlement: settlementOf(bill.hold, 0),
  });
}
