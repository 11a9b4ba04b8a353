import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { JsonOperationAdaptor, StreamParser } from '../spec/operation-adaptor.ts';
import type { OpenAIChatRequest, OpenAIChatResponse } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { ProviderError } from '../spec/provider-error.ts';
import type { UpstreamRequest } from '../spec/upstream-request.ts';
import { convertGeminiToOpenAIRequest, type GeminiClientRequest } from './convert-gemini-to-openai-request.ts';
import { convertOpenAIResponseToGemini } from './convert-openai-response-to-gemini.ts';
import { createGeminiFormatStreamParser } from './create-gemini-format-stream-parser.ts';

/** A vendor's chat operation, seen from the Gemini conversion. */
export interface ChatBackend {
  buildRequest(chat: OpenAIChatRequest, context: ProviderContext): UpstreamRequest;
  /** The upstream's answer as an OpenAI chat.completion with its usage. */
  parseResponse(json: unknown, context: ProviderContext): { response: OpenAIChatResponse; usage: NormalizedUsage | null };
  /** A parser whose chunks are OpenAI chat chunks (never in scan mode). */
  createStreamParser(context: ProviderContext): StreamParser;
  mapError(status: number, bodyText: string): ProviderError;
}

/**
 * The Gemini-native API (`:generateContent`, `:streamGenerateContent?alt=sse`) on a channel that speaks
 * chat: the Gemini body is converted to a chat request, the answer and the stream back to Gemini's
 * shapes (candidates, functionCall parts, usageMetadata). Usage is the upstream's, billed as reported.
 */
export function createGeminiFormatAdaptor(chat: ChatBackend): JsonOperationAdaptor {
  return {
    responseType: 'json',
    buildRequest: (input, context) => chat.buildRequest(convertGeminiToOpenAIRequest(input as GeminiClientRequest, context.model, context.stream), context),
    parseResponse(json, context) {
      const { response, usage } = chat.parseResponse(json, context);
      return { body: convertOpenAIResponseToGemini(response, usage), usage };
    },
    createStreamParser: (context) => createGeminiFormatStreamParser(chat.createStreamParser(context), context),
    streamFormat: 'gemini',
    // Routing prefers native Gemini channels; the log row names the conversion (ADR 0039).
    conversion: 'gemini_to_chat',
    mapError: (status, bodyText) => chat.mapError(status, bodyText),
  };
}
