import { isSearchPreviewModel, toolCallPricePerThousand, type ToolCallUsage } from '@gateway/domain';
import type { NormalizedUsage } from '@gateway/providers';
import type { RelayRequest } from './relay-request.ts';

/** Built-in tool calls one request is billed for, with what the log says about them. */
export interface ToolCallBill {
  usage: ToolCallUsage;
  /** Search-preview requests: `web_search_options.search_context_size` (logged; the current prices do not vary by it). */
  contextSize?: string;
}

const CONTEXT_SIZES: ReadonlySet<string> = new Set(['low', 'medium', 'high']);

/** `web_search_options.search_context_size` of a chat body; OpenAI's default `medium` when absent or unknown. */
function searchContextSize(body: Record<string, unknown>): string {
  const options = body.web_search_options;
  const size = typeof options === 'object' && options !== null ? (options as { search_context_size?: unknown }).search_context_size : undefined;
  return typeof size === 'string' && CONTEXT_SIZES.has(size) ? size : 'medium';
}

/**
 * Tool calls known before the upstream answers, reserved with the estimate: a `*-search-preview` model
 * searches the web once on every request (OpenAI), so new-api bills it one `web_search_preview` call
 * whether or not the body carries `web_search_options`. Undefined for every other request (one string
 * test on the hot path).
 */
export function requestedToolCalls(request: RelayRequest): ToolCallBill | undefined {
  if (!isSearchPreviewModel(request.model)) return undefined;
  const webSearch = { calls: 1, pricePerThousand: toolCallPricePerThousand('web_search_preview', request.model) };
  return { usage: { webSearch }, contextSize: searchContextSize(request.body) };
}

/**
 * Tool calls a settled request pays for: the search-preview call, else the server-side searches the
 * vendor reported in its usage (Anthropic `server_tool_use.web_search_requests`, `web_search` price).
 * File search is a Responses API tool; no relayed operation reports it yet.
 */
export function billedToolCalls(request: RelayRequest, usage: NormalizedUsage | null): ToolCallBill | undefined {
  const requested = requestedToolCalls(request);
  if (requested !== undefined) return requested;
  const calls = usage?.webSearchCalls ?? 0;
  if (calls <= 0) return undefined;
  return { usage: { webSearch: { calls, pricePerThousand: toolCallPricePerThousand('web_search', request.model) } } };
}

/** The log content's note: "web search 2 calls at $10/1k", with the context size of a search-preview request. */
export function describeToolCalls(bill: ToolCallBill): string {
  const parts: string[] = [];
  const { webSearch, fileSearch } = bill.usage;
  if (webSearch !== undefined) {
    const context = bill.contextSize === undefined ? '' : ` (search context ${bill.contextSize})`;
    parts.push(`web search ${webSearch.calls} call${webSearch.calls === 1 ? '' : 's'} at $${webSearch.pricePerThousand}/1k${context}`);
  }
  if (fileSearch !== undefined) parts.push(`file search ${fileSearch.calls} call${fileSearch.calls === 1 ? '' : 's'} at $${fileSearch.pricePerThousand}/1k`);
  return parts.join(', ');
}
