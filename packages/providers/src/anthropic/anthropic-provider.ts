import type { ProviderContext } from '../spec/provider-context.ts';
import type { OpenAIChatRequest } from '../spec/openai-types.ts';
import type { RelayProvider } from '../spec/relay-provider.ts';
import type { UpstreamRequest } from '../spec/upstream-request.ts';
import { resolveBaseUrl } from '../shared/resolve-base-url.ts';
import type { AnthropicResponse } from './anthropic-api-types.ts';
import { anthropicDefaultBaseUrl, buildAnthropicHeaders } from './anthropic-config.ts';
import { buildNativeMessagesBody } from './build-native-messages-body.ts';
import { mapAnthropicError } from './anthropic-error.ts';
import { createAnthropicNativeStreamParser } from './anthropic-native-stream-parser.ts';
import { createAnthropicStreamParser } from './anthropic-stream-parser.ts';
import { convertAnthropicResponse } from './convert-anthropic-response.ts';
import { convertAnthropicUsage } from './convert-anthropic-usage.ts';
import { convertToAnthropicRequest } from './convert-to-anthropic-request.ts';
import { buildCountTokensRequest } from './count-tokens-request.ts';
import { createGeminiFormatAdaptor } from '../gemini-format/gemini-format-adaptor.ts';

function unixSeconds(context: ProviderContext): number {
  return context.timestamp ?? Math.floor(Date.now() / 1000);
}

function messagesRequest(body: unknown, context: ProviderContext): UpstreamRequest {
  return {
    url: `${resolveBaseUrl(context, anthropicDefaultBaseUrl)}/v1/messages`,
    method: 'POST',
    headers: buildAnthropicHeaders(context),
    body: JSON.stringify(body),
  };
}

/**
 * Anthropic Claude (type 14). `messages` passes the Messages API through (model mapped, stream flag set,
 * the Claude options' default max_tokens and thinking budget applied);
 * `chat` converts OpenAI chat ⇄ Messages both ways, streams included; `countTokens` passes
 * /v1/messages/count_tokens through (its answer `{ input_tokens }` is not usage: never billed);
 * `generateContent` serves the Gemini-native API through the chat conversion.
 * https://docs.anthropic.com/en/api/messages
 */
export const anthropic: RelayProvider = {
  id: 'anthropic',
  specVersion: 'v1',
  channelTypes: [14],
  defaultBaseUrl: anthropicDefaultBaseUrl,
  operations: {
    messages: {
      responseType: 'json',
      buildRequest: (input, context) => messagesRequest(buildNativeMessagesBody(input as Record<string, unknown>, context), context),
      parseResponse: (json) => ({ body: json, usage: convertAnthropicUsage((json as AnthropicResponse).usage) }),
      createStreamParser: () => createAnthropicNativeStreamParser(),
      streamFormat: 'anthropic',
      streamPassthrough: true,
      mapError: mapAnthropicError,
    },
    countTokens: {
      responseType: 'json',
      buildRequest: (input, context) => buildCountTokensRequest(input as Record<string, unknown>, context),
      parseResponse: (json) => ({ body: json, usage: null }),
      mapError: mapAnthropicError,
    },
    chat: {
      responseType: 'json',
      buildRequest: (input, context) => messagesRequest(convertToAnthropicRequest(input as OpenAIChatRequest, context), context),
      parseResponse(json, context) {
        const response = json as AnthropicResponse;
        return { body: convertAnthropicResponse(response, unixSeconds(context)), usage: convertAnthropicUsage(response.usage) };
      },
      createStreamParser: (context) => createAnthropicStreamParser(context, unixSeconds(context)),
      streamFormat: 'openai',
      mapError: mapAnthropicError,
    },
    generateContent: createGeminiFormatAdaptor({
      buildRequest: (chat, context) => messagesRequest(convertToAnthropicRequest(chat, context), context),
      parseResponse(json, context) {
        const response = json as AnthropicResponse;
        return { response: convertAnthropicResponse(response, unixSeconds(context)), usage: convertAnthropicUsage(response.usage) };
      },
      createStreamParser: (context) => createAnthropicStreamParser(context, unixSeconds(context)),
      mapError: mapAnthropicError,
    }),
  },
};
