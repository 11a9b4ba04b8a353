import { describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../services/billing/model-price.ts';
import { optionalOtherFields } from './log-other-details.ts';
import type { RelayRequest } from './relay-request.ts';
import { billedToolCalls, requestedToolCalls, toolCallMessages } from './tool-call-billing.ts';
import { composeLogContent } from '../../services/log-content/index.ts';

function chat(model: string, body: Record<string, unknown> = {}): RelayRequest {
  return { operation: 'chat', body: { model, ...body }, model, stream: false, includeUsage: false, maxTokens: undefined, promptEstimate: 1 };
}

const usage = (webSearchCalls?: number) => ({
  inputTokens: 10,
  cachedInputTokens: 0,
  cacheWriteTokens: 0,
  outputTokens: 1,
  reasoningTokens: 0,
  ...(webSearchCalls === undefined ? {} : { webSearchCalls }),
});

const ratioQuote: PriceQuote = {
  pricing: { kind: 'ratio', modelRatio: 1, completionRatio: 1, cacheRatio: 1, cacheCreationRatio: 2 },
  groupRatio: 1,
  modelRatio: 1,
  completionRatio: 1,
  cacheRatio: 1,
  modelPrice: -1,
};

describe('tool calls of a relayed request (LOG-019)', () => {
  it('a search-preview model searches once per request; the context size comes from web_search_options', () => {
    expect(requestedToolCalls(chat('gpt-4o-search-preview', { web_search_options: { search_context_size: 'low' } }))).toEqual({
      usage: { webSearch: { calls: 1, pricePerThousand: 25 } },
      contextSize: 'low',
    });
    expect(requestedToolCalls(chat('o3-search-preview', { web_search_options: { search_context_size: 'huge' } }))).toEqual({
      usage: { webSearch: { calls: 1, pricePerThousand: 10 } },
      contextSize: 'medium',
    });
    expect(requestedToolCalls(chat('gpt-4o-mini'))).toBeUndefined();
  });

  it('other models pay the searches their usage reports at the web_search price; none reported, nothing billed', () => {
    expect(billedToolCalls(chat('claude-sonnet-4'), usage(3))).toEqual({ usage: { webSearch: { calls: 3, pricePerThousand: 10 } } });
    expect(billedToolCalls(chat('claude-sonnet-4'), usage())).toBeUndefined();
    expect(billedToolCalls(chat('claude-sonnet-4'), null)).toBeUndefined();
  });

  it('log content note, as messages and as the English text', () => {
    const preview = toolCallMessages({ usage: { webSearch: { calls: 1, pricePerThousand: 25 } }, contextSize: 'high' });
    expect(preview).toEqual([{ key: 'webSearchCallsWithContext', params: { count: 1, price: 25, contextSize: 'high' } }]);
    expect(composeLogContent(preview).content).toBe('web search 1 call at $25/1k (search context high)');
    const both = toolCallMessages({ usage: { webSearch: { calls: 2, pricePerThousand: 10 }, fileSearch: { calls: 3, pricePerThousand: 2.5 } } });
    expect(composeLogContent(both).content).toBe('web search 2 calls at $10/1k, file search 3 calls at $2.5/1k');
  });
});

describe('optional `other` keys (LOG-018, LOG-019)', () => {
  it('web and file search keys with count and price per 1k', () => {
    const toolCalls = { usage: { webSearch: { calls: 2, pricePerThousand: 10 }, fileSearch: { calls: 3, pricePerThousand: 2.5 } } };
    expect(optionalOtherFields({ request: chat('gpt-4o'), quote: ratioQuote, cacheCreationTokens: 0, images: undefined, toolCalls })).toEqual({
      web_search: true,
      web_search_call_count: 2,
      web_search_price: 10,
      file_search: true,
      file_search_call_count: 3,
      file_search_price: 2.5,
      // The QuotaPerUnit that turned the USD prices into quota, for the row's cost receipt (ADR 0041).
      quota_per_unit: 500_000,
    });
  });

  it('cache_creation_ratio only with cache writes; image_ratio = size × quality; reasoning_effort only when asked', () => {
    const input = {
      request: chat('gpt-4o', { reasoning_effort: 'high' }),
      quote: ratioQuote,
      cacheCreationTokens: 5,
      images: { count: 1, sizeRatio: 2, qualityRatio: 1.5 },
      toolCalls: undefined,
    };
    expect(optionalOtherFields(input)).toEqual({
      cache_creation_ratio: 2,
      image: true,
      image_ratio: 3,
      image_count: 1,
      quota_per_unit: 500_000,
      reasoning_effort: 'high',
    });
    expect(optionalOtherFields({ ...input, request: chat('gpt-4o'), cacheCreationTokens: 0, images: undefined })).toBeUndefined();
  });
});
