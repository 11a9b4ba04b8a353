import type { JsonOperationAdaptor } from '../spec/operation-adaptor.ts';
import type { OpenAIChatResponse } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { ResponseIdentity } from './build-response-object.ts';
import { convertChatResponseToResponses } from './convert-chat-response-to-responses.ts';
import { convertResponsesToChatRequest } from './convert-responses-to-chat-request.ts';
import { createResponsesFormatStreamParser } from './create-responses-format-stream-parser.ts';
import type { ResponsesRequest } from './responses-api-types.ts';
import { newResponsesId } from './response-ids.ts';
import { echoOfRequest } from './responses-echo.ts';

/**
 * The request parameters each call's Response repeats, kept from buildRequest to the answer: the relay
 * hands the same context object to both (no field of the spec's context is needed for it).
 */
const echoes = new WeakMap<ProviderContext, ReturnType<typeof echoOfRequest>>();

function identityFor(context: ProviderContext, model: unknown): ResponseIdentity {
  return {
    id: newResponsesId('resp'),
    model: typeof model === 'string' && model !== '' ? model : context.model,
    createdAt: context.timestamp ?? Math.floor(Date.now() / 1000),
    echo: echoes.get(context),
  };
}

function buildChatRequest(chat: JsonOperationAdaptor, input: ResponsesRequest, context: ProviderContext) {
  const request = chat.buildRequest(convertResponsesToChatRequest(input), context);
  echoes.set(context, echoOfRequest(input));
  return request;
}

/**
 * POST /v1/responses on a channel that speaks only chat completions (ADR 0038): the Responses
 * request is converted to chat and handed to the channel's own chat operation (OpenAI-compatible,
 * Anthropic, Gemini …: their chat conversions do the rest); the chat answer becomes a Response object and
 * the chat stream the `response.*` event sequence. Usage is the upstream's, as reported through chat.
 */
export function createResponsesFormatAdaptor(chat: JsonOperationAdaptor): JsonOperationAdaptor {
  const chatStreamParser = chat.createStreamParser;
  const adaptor: JsonOperationAdaptor = {
    responseType: 'json',
    conversion: 'responses_to_chat',
    buildRequest: (input, context) => buildChatRequest(chat, input as ResponsesRequest, context),
    parseResponse(json, context) {
      const parsed = chat.parseResponse(json, context);
      const answer = parsed.body as OpenAIChatResponse;
      const identity = identityFor(context, answer?.model);
      return { body: convertChatResponseToResponses(answer, parsed.usage, identity), usage: parsed.usage, responseId: identity.id };
    },
    streamFormat: 'responses',
    mapError: (status, bodyText) => chat.mapError(status, bodyText),
  };
  if (chatStreamParser !== undefined) {
    // The chat parser must build every chunk (never scan): the events are re-encoded from them.
    adaptor.createStreamParser = (context) =>
      createResponsesFormatStreamParser(chatStreamParser({ ...context, forwardsRawEvents: false }), identityFor(context, context.model));
  }
  return adaptor;
}
