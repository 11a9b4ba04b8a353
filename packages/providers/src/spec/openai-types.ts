/**
 * Minimal, lenient OpenAI wire shapes the adaptors read and write. Fields the relay does not look at stay
 * in the index signature, so unknown parameters pass through untouched.
 */
export type JsonObject = Record<string, unknown>;

export interface OpenAIChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool' | 'function';
  content?: string | OpenAIContentPart[] | null;
  name?: string;
  tool_calls?: OpenAIToolCall[];
  tool_call_id?: string;
  reasoning_content?: string | null;
}

export type OpenAIContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } }
  | { type: string; [field: string]: unknown };

export interface OpenAIToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface OpenAITool {
  type: 'function';
  function: { name: string; description?: string; parameters?: JsonObject };
}

export interface OpenAIChatRequest {
  model: string;
  messages: OpenAIChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  top_p?: number;
  stop?: string | string[];
  tools?: OpenAITool[];
  tool_choice?: 'none' | 'auto' | 'required' | { type: 'function'; function: { name: string } };
  [field: string]: unknown;
}

/** OpenAI `usage` as vendors send it (every field optional: vendors omit what they lack). */
export interface OpenAIUsage {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  total_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null; [field: string]: unknown } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null; [field: string]: unknown } | null;
  [field: string]: unknown;
}

export interface OpenAIChatResponse {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: Array<{
    index: number;
    message: { role: 'assistant'; content: string | null; reasoning_content?: string; tool_calls?: OpenAIToolCall[] };
    finish_reason: string | null;
  }>;
  usage?: OpenAIUsage;
}

export interface OpenAIChatChunkDelta {
  role?: 'assistant';
  content?: string;
  reasoning_content?: string;
  tool_calls?: Array<{ index: number; id?: string; type?: 'function'; function: { name?: string; arguments: string } }>;
}

export interface OpenAIChatChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: Array<{ index: number; delta: OpenAIChatChunkDelta; finish_reason: string | null }>;
  usage?: OpenAIUsage | null;
}
