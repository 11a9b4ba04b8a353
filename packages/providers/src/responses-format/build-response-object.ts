import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { IncompleteReason, ResponsesJson, ResponsesOutputItem } from './responses-api-types.ts';

/** What identifies one converted response. */
export interface ResponseIdentity {
  id: string;
  model: string;
  /** Unix seconds. */
  createdAt: number;
  /** The request's parameters the Response object repeats (instructions, tools, temperature …; responses-echo.ts). */
  echo?: ResponsesJson;
}

/** NormalizedUsage in the Responses API's `usage` shape (cached inside input, reasoning inside output). */
export function toResponsesUsage(usage: NormalizedUsage): ResponsesJson {
  return {
    input_tokens: usage.inputTokens,
    input_tokens_details: { cached_tokens: usage.cachedInputTokens },
    output_tokens: usage.outputTokens,
    output_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
}

export type ResponseStatus = 'in_progress' | 'completed' | 'incomplete' | 'failed';

/**
 * A Response object (`object: "response"`) with the fields the official clients read; the request's own
 * parameters (instructions, tools, sampling, reasoning, text format) repeated from `identity.echo`.
 */
export function buildResponseObject(
  identity: ResponseIdentity,
  status: ResponseStatus,
  output: ResponsesOutputItem[],
  usage: NormalizedUsage | null,
  incomplete: IncompleteReason = null,
): ResponsesJson {
  return {
    id: identity.id,
    object: 'response',
    created_at: identity.createdAt,
    status,
    background: false,
    error: null,
    incomplete_details: incomplete === null ? null : { reason: incomplete },
    instructions: null,
    max_output_tokens: null,
    model: identity.model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: true,
    temperature: null,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: null,
    truncation: 'disabled',
    usage: usage === null ? null : toResponsesUsage(usage),
    metadata: {},
    ...identity.echo,
  };
}

/** The response's final status and incomplete reason from the chat finish_reason. */
export function statusOfFinish(finishReason: string | null | undefined): { status: ResponseStatus; incomplete: IncompleteReason } {
  if (finishReason === 'length') return { status: 'incomplete', incomplete: 'max_output_tokens' };
  if (finishReason === 'content_filter') return { status: 'incomplete', incomplete: 'content_filter' };
  return { status: 'completed', incomplete: null };
}
