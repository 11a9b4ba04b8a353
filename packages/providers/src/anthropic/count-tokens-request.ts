import type { ProviderContext } from '../spec/provider-context.ts';
import type { UpstreamRequest } from '../spec/upstream-request.ts';
import { resolveBaseUrl } from '../shared/resolve-base-url.ts';
import { anthropicDefaultBaseUrl, buildAnthropicHeaders } from './anthropic-config.ts';

/**
 * Anthropic's POST /v1/messages/count_tokens: the client's body with the channel's model (model_mapping,
 * thinking suffix stripped), the same x-api-key / anthropic-version / anthropic-beta headers as /v1/messages.
 * https://docs.anthropic.com/en/api/messages-count-tokens
 */
export function buildCountTokensRequest(input: Record<string, unknown>, context: ProviderContext): UpstreamRequest {
  const body = { ...input, model: context.model };
  return {
    url: `${resolveBaseUrl(context, anthropicDefaultBaseUrl)}/v1/messages/count_tokens`,
    method: 'POST',
    headers: buildAnthropicHeaders({ ...context, stream: false }),
    body: JSON.stringify(body),
  };
}
