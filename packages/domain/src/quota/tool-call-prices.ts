/**
 * Vendors' built-in tools billed per call on top of the tokens, in USD per 1,000 calls. The figures are
 * new-api's built-in defaults (QuantumNous/new-api, setting/operation_setting/tools.go on main, the
 * `default…ToolPrice` constants), which follow the vendors' list prices:
 *
 * | tool                 | models                              | USD / 1k | new-api constant / vendor list price                                 |
 * |----------------------|-------------------------------------|---------:|-----------------------------------------------------------------------|
 * | `web_search_preview` | `gpt-4o*`, `gpt-4.1*` (mini too)    |       25 | defaultSearchPreviewModelPrice; OpenAI "web search preview, non-reasoning models" |
 * | `web_search_preview` | every other model                   |       10 | defaultWebSearchPreviewToolPrice; OpenAI "… reasoning models"         |
 * | `web_search`         | every model (OpenAI, Claude)        |       10 | defaultWebSearchToolPrice; Anthropic "web search $10 per 1,000 searches" |
 * | `file_search`        | every model                         |      2.5 | defaultFileSearchToolPrice; OpenAI "file search tool call $2.50 / 1k" |
 *
 * `*-search-preview` chat models (gpt-4o-search-preview, gpt-4o-mini-search-preview) search on every request
 * and are billed one `web_search_preview` call each, whatever `web_search_options` says. Earlier new-api
 * versions priced those by `web_search_options.search_context_size` (gpt-4o: 30 / 35 / 50, mini: 25 / 27.5 /
 * 30 for low / medium / high); OpenAI's current list price and new-api's current code no longer vary by it,
 * so the context size is only recorded in the log.
 */
export type ToolCallKind = 'web_search_preview' | 'web_search' | 'file_search';

/** Price of a tool for any model without an override below. */
const TOOL_PRICE_PER_THOUSAND: Readonly<Record<ToolCallKind, number>> = { web_search_preview: 10, web_search: 10, file_search: 2.5 };

/** Model-prefix overrides (new-api: `web_search_preview:gpt-4o*` and `:gpt-4.1*`, minis included); none overlaps another. */
const MODEL_OVERRIDES: ReadonlyArray<{ tool: ToolCallKind; prefix: string; price: number }> = [
  { tool: 'web_search_preview', prefix: 'gpt-4o', price: 25 },
  { tool: 'web_search_preview', prefix: 'gpt-4.1', price: 25 },
];

/** USD per 1,000 calls of `tool` made by `model` (see the table above). */
export function toolCallPricePerThousand(tool: ToolCallKind, model: string): number {
  for (const override of MODEL_OVERRIDES) {
    if (override.tool === tool && model.startsWith(override.prefix)) return override.price;
  }
  return TOOL_PRICE_PER_THOUSAND[tool];
}

/** OpenAI's `*-search-preview` chat models: every request runs one web search (billed as `web_search_preview`). */
export function isSearchPreviewModel(model: string): boolean {
  return model.endsWith('search-preview');
}
