import type { ProviderContext } from '../spec/provider-context.ts';

export const anthropicDefaultBaseUrl = 'https://api.anthropic.com';

/** `anthropic-version` sent when the client named none. */
export const defaultAnthropicVersion = '2023-06-01';

/** Used when neither the request nor claude.default_max_tokens gives max_tokens (Anthropic requires one). */
export const fallbackMaxTokens = 8192;

/** `x-api-key` auth, the API version, the client's beta flags and the per-model headers of claude.model_headers_settings. */
export function buildAnthropicHeaders(context: ProviderContext): Record<string, string> {
  const settings = context.anthropic;
  const headers: Record<string, string> = {
    'x-api-key': context.key,
    'anthropic-version': settings?.version || defaultAnthropicVersion,
    'Content-Type': 'application/json',
    Accept: context.stream ? 'text/event-stream' : 'application/json',
  };
  if (settings?.beta) headers['anthropic-beta'] = settings.beta;
  if (settings?.headers !== undefined) Object.assign(headers, settings.headers);
  return headers;
}
