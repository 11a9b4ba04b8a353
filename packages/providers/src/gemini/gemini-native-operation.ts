import type { JsonOperationAdaptor } from '../spec/operation-adaptor.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import type { GeminiResponse } from './gemini-api-types.ts';
import { buildGeminiHeaders, buildGeminiUrl } from './gemini-config.ts';
import { convertGeminiUsage } from './convert-gemini-usage.ts';
import { createGeminiNativeStreamParser } from './gemini-native-stream-parser.ts';

/**
 * The Gemini-native API passed through (`POST /v1beta/models/{model}:generateContent` and
 * `:streamGenerateContent`): the client's body goes upstream unchanged, the model comes from the path
 * (after the channel's model_mapping) and the API version from gemini.version_settings; answers and
 * events come back unchanged, usage read from `usageMetadata`. Streams always ask for `alt=sse`.
 */
export const geminiGenerateContent: JsonOperationAdaptor = {
  responseType: 'json',
  buildRequest: (input, context) => ({
    url: buildGeminiUrl(context),
    method: 'POST',
    headers: buildGeminiHeaders(context),
    body: JSON.stringify(input),
  }),
  parseResponse: (json) => ({ body: json, usage: convertGeminiUsage((json as GeminiResponse).usageMetadata) }),
  createStreamParser: () => createGeminiNativeStreamParser(),
  streamFormat: 'gemini',
  streamPassthrough: true,
  mapError: (status, bodyText) => mapUpstreamError(status, bodyText),
};
