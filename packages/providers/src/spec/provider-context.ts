/** Channel `setting` JSON fields the adaptors read (the channel editor sets them). */
export interface ChannelSetting {
  /** Wrap reasoning into `<think>…</think>` inside content for clients that cannot show reasoning. */
  thinking_to_content?: boolean;
  /** Re-serialise every chunk through the OpenAI shape. */
  force_format?: boolean;
  proxy?: string;
}

/** Gemini options resolved by the relay for this model (the gemini.* options of the models settings tab). */
export interface GeminiContext {
  /** API version path segment, from gemini.version_settings (default 'v1beta'). */
  apiVersion?: string;
  /** category → threshold, from gemini.safety_settings. */
  safetySettings?: Record<string, string>;
  /** thinkingConfig.thinkingBudget to send; undefined leaves the model's default. */
  thinkingBudget?: number;
}

/** Claude options resolved by the relay for this model (the claude.* options of the models settings tab). */
export interface AnthropicContext {
  /** `anthropic-version` header; the client's if it sent one (default 2023-06-01). */
  version?: string;
  /** `anthropic-beta` header from the client, passed through. */
  beta?: string;
  /** max_tokens to send when the request (OpenAI chat or native Messages) has none (claude.default_max_tokens). */
  defaultMaxTokens?: number;
  /** Extra headers for this model (claude.model_headers_settings). */
  headers?: Record<string, string>;
  /**
   * Extended-thinking budget (claude.thinking_adapter_*: the relay strips the `-thinking` model suffix and
   * computes max_tokens × percentage); undefined sends no thinking block. A native Messages request that
   * configures `thinking` itself keeps its own.
   */
  thinkingBudget?: number;
}

/** Per-request facts about the chosen channel, computed once by the relay and read by adaptors. */
export interface ProviderContext {
  /** Channel base_url without a trailing slash; '' → the provider's defaultBaseUrl. */
  baseUrl: string;
  /** One channel key (multi-key channels are split by the relay). */
  key: string;
  /** Upstream model name, after the channel's model_mapping. */
  model: string;
  /** Whether the client asked to stream. */
  stream: boolean;
  /** Channel `other` field (Azure api-version, Custom URL template …). */
  other?: string;
  /** Channel `openai_organization`. */
  organization?: string;
  /** api-version the client put in its query string; wins over `other` (Azure). */
  apiVersion?: string;
  /** Unix seconds of the request, for the `created` field of converted responses (defaults to now). */
  timestamp?: number;
  channelSetting?: ChannelSetting;
  /**
   * The relay forwards this stream's upstream bytes itself: a parser may scan instead of building every
   * chunk (it still reports usage, errors, the end, repairs and the generated text).
   */
  forwardsRawEvents?: boolean;
  gemini?: GeminiContext;
  anthropic?: AnthropicContext;
}
