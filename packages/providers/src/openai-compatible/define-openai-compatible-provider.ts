import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OperationAdaptor, ParsedResponse } from '../spec/operation-adaptor.ts';
import type { JsonObject, OpenAIChatResponse } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { ProviderError } from '../spec/provider-error.ts';
import type { RelayProvider } from '../spec/relay-provider.ts';
import type { AnthropicRequest } from '../anthropic/anthropic-api-types.ts';
import { convertMessagesToOpenAIRequest } from '../messages-format/convert-messages-to-openai-request.ts';
import { convertOpenAIResponseToMessages } from '../messages-format/convert-openai-response-to-messages.ts';
import { createMessagesStreamParser } from '../messages-format/create-messages-stream-parser.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { resolveBaseUrl } from '../shared/resolve-base-url.ts';
import { buildOpenAICompatibleHeaders } from './build-openai-compatible-headers.ts';
import { convertOpenAIUsage } from './convert-openai-usage.ts';
import { createOpenAICompatibleStreamParser } from './openai-compatible-stream-parser.ts';
import { openAIPaths, type OpenAICompatibleOperation } from './openai-compatible-paths.ts';
import { parseTranscriptionResponse } from './parse-transcription-response.ts';
import { applyParameterTable, type ParameterTable } from './parameter-table.ts';
import { createResponsesAdaptor } from '../openai-responses/responses-adaptor.ts';
import { createGeminiFormatAdaptor } from '../gemini-format/gemini-format-adaptor.ts';

/** Everything that makes one OpenAI-shaped vendor differ from OpenAI. */
export interface OpenAICompatibleConfig {
  id: string;
  channelTypes: readonly number[];
  defaultBaseUrl: string;
  /** Endpoints the vendor has, relative to the base URL; an operation not listed is absent. Default: all of OpenAI's. */
  paths?: Readonly<Partial<Record<OpenAICompatibleOperation, string>>>;
  /** Full URL for vendors whose URL is not base + path (Azure deployments, Custom templates). */
  url?: (operation: OpenAICompatibleOperation, path: string, context: ProviderContext, baseUrl: string) => string;
  /** Differences in chat / completions parameters, as data. */
  params?: ParameterTable;
  /** Authentication headers replacing `Authorization: Bearer <key>` (Azure `api-key`). */
  auth?: (context: ProviderContext) => Record<string, string>;
  /** Extra or replacing headers (organization, referer …). */
  headers?: (context: ProviderContext) => Record<string, string>;
  /** Vendor usage → NormalizedUsage when the OpenAI reading is not enough. */
  usage?: (raw: unknown) => NormalizedUsage | null;
  /** Model-specific rewrites of the (already copied) chat body, after the parameter table. */
  prepareChat?: (body: JsonObject, context: ProviderContext) => void;
  /** Rewrites of the (already copied) images body for vendors whose parameters differ from OpenAI's. */
  prepareImages?: (body: JsonObject, context: ProviderContext) => void;
  /** Which statuses another channel may fix; default isRetryableStatus (new-api's retry rules). */
  retryable?: (status: number) => boolean;
  /** The vendor serves OpenAI's Responses API at base + /v1/responses (passed through natively). */
  responses?: boolean;
}

const multipartOperations: ReadonlySet<OpenAICompatibleOperation> = new Set(['audioTranscription', 'audioTranslation']);
const streamingOperations: ReadonlySet<OpenAICompatibleOperation> = new Set(['chat', 'completions']);

/**
 * Builds a RelayProvider for a vendor that speaks OpenAI's API. Operation objects are created once here,
 * so a request costs only the body copy and the header object. When streaming, `stream_options.include_usage`
 * is always asked of the upstream (billing needs it); whether the client sees the usage chunk is the relay's call.
 * A vendor with chat also gets `messages` (the Anthropic API) and `generateContent` (Gemini's), converted to chat and back.
 */
export function defineOpenAICompatibleProvider(config: OpenAICompatibleConfig): RelayProvider {
  const paths = config.paths ?? openAIPaths;
  const convertUsage = config.usage ?? convertOpenAIUsage;
  const mapError = (status: number, bodyText: string): ProviderError => mapUpstreamError(status, bodyText, config.retryable);
  const parseResponse = (json: unknown): ParsedResponse => ({
    body: json,
    usage: convertUsage((json as { usage?: unknown } | null)?.usage),
  });
  // Cohere-style rerank answers (SiliconFlow) count tokens in meta.tokens rather than usage.
  const parseRerankResponse = (json: unknown): ParsedResponse => {
    const answer = json as { usage?: unknown; meta?: { tokens?: unknown } } | null;
    return { body: json, usage: convertUsage(answer?.usage ?? answer?.meta?.tokens) };
  };

  function urlFor(operation: OpenAICompatibleOperation, path: string, context: ProviderContext): string {
    const baseUrl = resolveBaseUrl(context, config.defaultBaseUrl);
    return config.url === undefined ? baseUrl + path : config.url(operation, path, context, baseUrl);
  }

  function jsonBody(operation: OpenAICompatibleOperation, input: JsonObject, context: ProviderContext): string {
    const body: JsonObject = { ...input, model: context.model };
    if (streamingOperations.has(operation)) {
      if (context.stream) {
        body.stream = true;
        body.stream_options = { ...(input.stream_options as JsonObject | undefined), include_usage: true };
      } else {
        delete body.stream;
        delete body.stream_options;
      }
      if (config.params !== undefined) applyParameterTable(body, config.params);
      if (operation === 'chat' && config.prepareChat !== undefined) config.prepareChat(body, context);
    }
    if (operation === 'images' && config.prepareImages !== undefined) config.prepareImages(body, context);
    return JSON.stringify(body);
  }

  function adaptor(operation: OpenAICompatibleOperation, path: string): OperationAdaptor {
    if (multipartOperations.has(operation)) {
      return {
        responseType: 'json',
        buildRequest(input, context) {
          const form = input as FormData;
          form.set('model', context.model);
          const headers = buildOpenAICompatibleHeaders(context, false, false, config.auth, config.headers?.(context));
          // text / srt / vtt answers are plain text: accept them as well as JSON.
          headers.Accept = '*/*';
          return { url: urlFor(operation, path, context), method: 'POST', headers, body: form };
        },
        parseResponse: (json) => parseTranscriptionResponse(json, convertUsage),
        mapError,
      };
    }
    const buildRequest = (input: unknown, context: ProviderContext) => ({
      url: urlFor(operation, path, context),
      method: 'POST' as const,
      headers: buildOpenAICompatibleHeaders(context, true, context.stream && streamingOperations.has(operation), config.auth, config.headers?.(context)),
      body: jsonBody(operation, input as JsonObject, context),
    });
    if (operation === 'audioSpeech') {
      // The answer is audio (mp3, opus, wav … or SSE with stream_format), never JSON.
      const buildSpeechRequest = (input: unknown, context: ProviderContext) => {
        const request = buildRequest(input, context);
        request.headers.Accept = '*/*';
        return request;
      };
      return { responseType: 'binary', buildRequest: buildSpeechRequest, mapError };
    }
    if (operation === 'rerank') return { responseType: 'json', buildRequest, parseResponse: parseRerankResponse, mapError };
    if (!streamingOperations.has(operation)) return { responseType: 'json', buildRequest, parseResponse, mapError };
    return {
      responseType: 'json',
      buildRequest,
      parseResponse,
      createStreamParser: (context) => createOpenAICompatibleStreamParser(convertUsage, { scanOnly: context.forwardsRawEvents === true }),
      streamFormat: 'openai',
      streamPassthrough: true,
      mapError,
    };
  }

  /** /v1/messages on an OpenAI-format channel: the Anthropic request is converted to chat and the answer back. */
  function messagesAdaptor(chatPath: string): OperationAdaptor {
    return {
      responseType: 'json',
      buildRequest: (input, context) => ({
        url: urlFor('chat', chatPath, context),
        method: 'POST',
        headers: buildOpenAICompatibleHeaders(context, true, context.stream, config.auth, config.headers?.(context)),
        body: jsonBody('chat', convertMessagesToOpenAIRequest(input as AnthropicRequest) as JsonObject, context),
      }),
      parseResponse(json) {
        const usage = convertUsage((json as { usage?: unknown } | null)?.usage);
        return { body: convertOpenAIResponseToMessages(json as OpenAIChatResponse, usage), usage };
      },
      createStreamParser: (context) => createMessagesStreamParser(context, convertUsage),
      streamFormat: 'anthropic',
      mapError,
    };
  }

  /** The Gemini-native API on an OpenAI-format channel: converted to chat and back (gemini-format/). */
  function geminiAdaptor(chatPath: string): OperationAdaptor {
    return createGeminiFormatAdaptor({
      buildRequest: (chat, context) => ({
        url: urlFor('chat', chatPath, context),
        method: 'POST',
        headers: buildOpenAICompatibleHeaders(context, true, context.stream, config.auth, config.headers?.(context)),
        body: jsonBody('chat', chat as JsonObject, context),
      }),
      parseResponse: (json) => ({ response: json as OpenAIChatResponse, usage: convertUsage((json as { usage?: unknown } | null)?.usage) }),
      createStreamParser: () => createOpenAICompatibleStreamParser(convertUsage),
      mapError,
    });
  }

  const operations: RelayProvider['operations'] = {};
  for (const [operation, path] of Object.entries(paths) as Array<[OpenAICompatibleOperation, string]>) {
    operations[operation] = adaptor(operation, path);
  }
  if (paths.chat !== undefined) operations.messages = messagesAdaptor(paths.chat);
  if (paths.chat !== undefined) operations.generateContent = geminiAdaptor(paths.chat);
  if (config.responses === true) {
    operations.responses = createResponsesAdaptor({
      url: (path, context) => resolveBaseUrl(context, config.defaultBaseUrl) + path,
      headers: (context, stream) => buildOpenAICompatibleHeaders(context, true, stream, config.auth, config.headers?.(context)),
      mapError,
    });
  }
  return { id: config.id, specVersion: 'v1', channelTypes: config.channelTypes, defaultBaseUrl: config.defaultBaseUrl, operations };
}
