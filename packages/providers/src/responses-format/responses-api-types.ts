/**
 * Lenient shapes of OpenAI's Responses API as the chat conversion reads and writes them
 * (https://platform.openai.com/docs/api-reference/responses). Unknown fields stay in the index signatures.
 */
export type ResponsesJson = Record<string, unknown>;

/** One content part of an input or output message. */
export interface ResponsesContentPart {
  type: string;
  text?: string;
  image_url?: string;
  detail?: string;
  file_id?: string;
  [field: string]: unknown;
}

/** One item of `input` (or of a response's `output`, replayed as input on the next turn). */
export interface ResponsesInputItem {
  type?: string;
  id?: string;
  role?: string;
  content?: string | ResponsesContentPart[];
  call_id?: string;
  name?: string;
  arguments?: string;
  output?: string | ResponsesContentPart[];
  summary?: Array<{ type: string; text: string }>;
  [field: string]: unknown;
}

export interface ResponsesFunctionTool {
  type: string;
  name?: string;
  description?: string | null;
  parameters?: ResponsesJson | null;
  strict?: boolean | null;
  [field: string]: unknown;
}

export interface ResponsesRequest {
  model: string;
  input?: string | ResponsesInputItem[];
  instructions?: string | null;
  tools?: ResponsesFunctionTool[];
  tool_choice?: string | { type: string; name?: string; [field: string]: unknown };
  parallel_tool_calls?: boolean;
  max_output_tokens?: number | null;
  temperature?: number | null;
  top_p?: number | null;
  text?: { format?: { type: string; name?: string; schema?: ResponsesJson; strict?: boolean; description?: string } };
  reasoning?: { effort?: string | null; summary?: string | null } | null;
  stream?: boolean;
  user?: string;
  [field: string]: unknown;
}

/** The output items the conversion produces. */
export type ResponsesOutputItem =
  | { type: 'reasoning'; id: string; summary: Array<{ type: 'summary_text'; text: string }> }
  | {
      type: 'message';
      id: string;
      status: 'in_progress' | 'completed';
      role: 'assistant';
      content: Array<{ type: 'output_text'; text: string; annotations: unknown[] }>;
    }
  | { type: 'function_call'; id: string; status: 'in_progress' | 'completed'; call_id: string; name: string; arguments: string };

/** Why a converted response stopped short (`incomplete_details.reason`), or null when it completed. */
export type IncompleteReason = 'max_output_tokens' | 'content_filter' | null;
