import type { OpenAIChatRequest } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { RelayProvider } from '../spec/relay-provider.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import type { GeminiResponse } from './gemini-api-types.ts';
import { buildGeminiHeaders, buildGeminiUrl, geminiDefaultBaseUrl } from './gemini-config.ts';
import { convertGeminiResponse } from './convert-gemini-response.ts';
import {
  convertGeminiEmbeddingsResponse,
  convertToGeminiEmbeddingsRequest,
  type GeminiBatchEmbedResponse,
  type OpenAIEmbeddingsRequest,
} from './convert-gemini-embeddings.ts';
import { convertGeminiUsage } from './convert-gemini-usage.ts';
import { convertToGeminiRequest } from './convert-to-gemini-request.ts';
import { createGeminiStreamParser } from './gemini-stream-parser.ts';
import { geminiGenerateContent } from './gemini-native-operation.ts';
import { geminiCountTokens } from './gemini-count-tokens.ts';

function unixSeconds(context: ProviderContext): number {
  return context.timestamp ?? Math.floor(Date.now() / 1000);
}

/**
 * Google Gemini (type 24): OpenAI chat converted to generateContent / streamGenerateContent (and embeddings
 * to batchEmbedContents), with the
 * version, safety settings and thinking budget the relay resolves from the Gemini options; the native
 * generateContent API (and its countTokens) passed through.
 * https://ai.google.dev/api/generate-content
 */
export const gemini: RelayProvider = {
  id: 'gemini',
  specVersion: 'v1',
  channelTypes: [24],
  defaultBaseUrl: geminiDefaultBaseUrl,
  operations: {
    chat: {
      responseType: 'json',
      buildRequest: (input, context) => ({
        url: buildGeminiUrl(context),
        method: 'POST',
        headers: buildGeminiHeaders(context),
        body: JSON.stringify(convertToGeminiRequest(input as OpenAIChatRequest, context)),
      }),
      parseResponse(json, context) {
        const response = json as GeminiResponse;
        return { body: convertGeminiResponse(response, context, unixSeconds(context)), usage: convertGeminiUsage(response.usageMetadata) };
      },
      createStreamParser: (context) => createGeminiStreamParser(context, unixSeconds(context)),
      streamFormat: 'openai',
      mapError: (status, bodyText) => mapUpstreamError(status, bodyText),
    },
    embeddings: {
      responseType: 'json',
      buildRequest: (input, context) => ({
        url: buildGeminiUrl(context, 'batchEmbedContents'),
        method: 'POST',
        headers: buildGeminiHeaders({ ...context, stream: false }),
        body: JSON.stringify(convertToGeminiEmbeddingsRequest(input as OpenAIEmbeddingsRequest, context)),
      }),
      parseResponse: (json, context) => ({ body: convertGeminiEmbeddingsResponse(json as GeminiBatchEmbedResponse, context), usage: null }),
      mapError: (status, bodyText) => mapUpstreamError(status, bodyText),
    },
    generateContent: geminiGenerateContent,
    countGeminiTokens: geminiCountTokens,
  },
};
