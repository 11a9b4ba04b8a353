/** The OpenAI error object clients receive (`{ error: { message, type, code } }`). */
export interface OpenAIErrorBody {
  message: string;
  type: string;
  code: string | number | null;
  param?: string | null;
}

/** An upstream failure mapped for the relay: the status to answer, the body, and whether another channel may succeed. */
export interface ProviderError {
  /** HTTP status to return (the upstream's, before the channel's status_code_mapping). */
  status: number;
  error: OpenAIErrorBody;
  /** True when retrying on another channel can help (rate limits, overload, 5xx). */
  retryable: boolean;
}
