import { isSearchPreviewModel, logMessage, toolCallPricePerThousand, type LogMessage, type ToolCallUsage } from '@gateway/domain';
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

/** What the log content says about billed tool calls ("web search 2 calls at $10/1k"), with the context size of a search-preview request. */
export function toolCallMessages(bill: ToolCallBill): LogMessage[] {
  const messages: LogMessage[] = [];
  const { webSearch, fileSearch } = bill.usage;
  if (webSearch !== undefined) {
    const calls = { count: webSearch.calls, price: webSearch.pricePerThousand };
    messages.push(
      bill.contextSize === undefined
        ? logMessage('webSearchCalls', calls)
        : logMessage('webSearchCallsWithContext', { ...calls, contextSize: bill.contextSize }),
    );
  }
  if (fileSearch !== undefined) messages.push(logMessage('fileSearchCalls', { count: fileSearch.calls, price: fileSearch.pricePerThousand }));
  return messages;
}
