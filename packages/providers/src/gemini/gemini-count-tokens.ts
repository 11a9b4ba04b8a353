import type { JsonOperationAdaptor } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { buildGeminiHeaders, buildGeminiUrl } from './gemini-config.ts';

/** The client's body with the channel's model where the body names one (`generateContentRequest.model`). */
function countBody(input: Record<string, unknown>, context: ProviderContext): Record<string, unknown> {
  const inner = input.generateContentRequest;
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return input;
  return { ...input, generateContentRequest: { ...(inner as Record<string, unknown>), model: `models/${context.model}` } };
}

/**
 * Gemini's `POST /v1beta/models/{model}:countTokens` passed through (model from the path after
 * model_mapping, the same key header and API version as generateContent); its `{ totalTokens }` is not
 * usage: never billed. https://ai.google.dev/api/tokens
 */
export const geminiCountTokens: JsonOperationAdaptor = {
  responseType: 'json',
  buildRequest: (input, context) => {
    const plain = { ...context, stream: false };
    return {
      url: buildGeminiUrl(plain, 'countTokens'),
      method: 'POST',
      headers: buildGeminiHeaders(plain),
      body: JSON.stringify(countBody(input as Record<string, unknown>, context)),
    };
  },
  parseResponse: (json) => ({ body: json, usage: null }),
  mapError: (status, bodyText) => mapUpstreamError(status, bodyText),
};
