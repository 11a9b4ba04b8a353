import { DEFAULT_CACHE_CREATION_RATIO, DEFAULT_QUOTA_PER_UNIT, type ImageUsage } from '@gateway/domain';
import type { PriceQuote } from '../../services/billing/model-price.ts';
import type { RelayRequest } from './relay-request.ts';
import type { ToolCallBill } from './tool-call-billing.ts';

/** What a settled request knows beyond the fields every consume row carries. */
export interface OtherDetailsInput {
  request: RelayRequest;
  quote: PriceQuote;
  cacheCreationTokens: number;
  images: ImageUsage | undefined;
  toolCalls: ToolCallBill | undefined;
}

function quotaPerUnitOf(quote: PriceQuote): number {
  return quote.pricing.kind === 'price' ? quote.pricing.quotaPerUnit : (quote.pricing.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT);
}

/**
 * The optional keys of a consume row's `other` JSON (LOG-018, LOG-019), named as new-api names them, each
 * written only when it means something for the request: cache_creation_ratio when cache writes were
 * billed; image / image_ratio (size × quality factor) for the images API; web_search* and file_search*
 * for billed tool calls (price in USD per 1,000 calls); reasoning_effort when the body asked for one
 * (chat `reasoning_effort`, Responses `reasoning.effort`); request_path for the Responses API and
 * request_conversion when the channel served it through chat completions (ADR 0038, and the Gemini API: ADR 0039);
 * image_count and quota_per_unit for the cost receipt (ADR 0041).
 * Undefined when none applies, so the common request allocates nothing.
 */
export function optionalOtherFields(input: OtherDetailsInput): Record<string, unknown> | undefined {
  const { request, quote, toolCalls, images } = input;
  const effort = request.body.reasoning_effort ?? (request.body.reasoning as { effort?: unknown } | undefined)?.effort;
  const hasEffort = typeof effort === 'string' && effort !== '';
  const cacheCreation = input.cacheCreationTokens > 0 && quote.pricing.kind === 'ratio';
  const responsesApi = request.operation === 'responses';
  const perCall = quote.pricing.kind === 'price';
  if (toolCalls === undefined && images === undefined && !hasEffort && !cacheCreation && !responsesApi && !perCall && request.conversion === undefined)
    return undefined;

  const fields: Record<string, unknown> = {};
  // The QuotaPerUnit that turned USD into quota, wherever one did (per-call prices, images, tool calls),
  // so the row's cost receipt stays exact after the option changes.
  if (perCall || images !== undefined || toolCalls !== undefined) fields.quota_per_unit = quotaPerUnitOf(quote);
  // The API spoken, where it is not the chat completions the row's fields describe.
  if (responsesApi) fields.request_path = '/v1/responses';
  // Served through another API of the channel (the Responses API over chat completions, ADR 0038).
  if (request.conversion !== undefined) fields.request_conversion = request.conversion;
  if (cacheCreation && quote.pricing.kind === 'ratio') fields.cache_creation_ratio = quote.pricing.cacheCreationRatio ?? DEFAULT_CACHE_CREATION_RATIO;
  if (images !== undefined) {
    fields.image = true;
    fields.image_ratio = (images.sizeRatio ?? 1) * (images.qualityRatio ?? 1);
    fields.image_count = images.count;
  }
  const webSearch = toolCalls?.usage.webSearch;
  if (webSearch !== undefined)
    Object.assign(fields, { web_search: true, web_search_call_count: webSearch.calls, web_search_price: webSearch.pricePerThousand });
  const fileSearch = toolCalls?.usage.fileSearch;
  if (fileSearch !== undefined)
    Object.assign(fields, { file_search: true, file_search_call_count: fileSearch.calls, file_search_price: fileSearch.pricePerThousand });
  if (hasEffort) fields.reasoning_effort = effort;
  return fields;
}
