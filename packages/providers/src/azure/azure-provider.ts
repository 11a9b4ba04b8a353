import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { mapOpenAIReasoningRequest } from '../openai-compatible/map-openai-reasoning-request.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';
import { azureDeploymentName, buildAzureUrl } from './build-azure-url.ts';
import { buildAzureResponsesUrl } from './build-azure-responses-url.ts';
import { buildOpenAICompatibleHeaders } from '../openai-compatible/build-openai-compatible-headers.ts';
import { createResponsesAdaptor } from '../openai-responses/responses-adaptor.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { resolveBaseUrl } from '../shared/resolve-base-url.ts';

/**
 * Azure OpenAI (type 3): OpenAI's wire format on per-deployment URLs with an `api-key` header. The base URL
 * is the resource endpoint and must be set on the channel. Azure has no moderations or rerank endpoint.
 * The Responses API is passed through natively on the resource's responses path (build-azure-responses-url.ts),
 * the deployment named in the body's `model`.
 * https://learn.microsoft.com/azure/ai-services/openai/reference
 */
const azureOpenAI: RelayProvider = defineOpenAICompatibleProvider({
  id: 'azure',
  channelTypes: [3],
  defaultBaseUrl: '',
  paths: {
    chat: openAIPaths.chat,
    completions: openAIPaths.completions,
    embeddings: openAIPaths.embeddings,
    images: openAIPaths.images,
    audioSpeech: openAIPaths.audioSpeech,
    audioTranscription: openAIPaths.audioTranscription,
    audioTranslation: openAIPaths.audioTranslation,
  },
  url: (_operation, path, context, baseUrl) => buildAzureUrl(path, context, baseUrl),
  auth: (context) => ({ 'api-key': context.key }),
  // Azure hosts OpenAI's models, so o-series requests need the same rewrites.
  prepareChat: (body) => mapOpenAIReasoningRequest(body),
});

const apiKey = (context: Parameters<typeof buildAzureUrl>[1]) => ({ 'api-key': context.key });

export const azure: RelayProvider = {
  ...azureOpenAI,
  operations: {
    ...azureOpenAI.operations,
    responses: createResponsesAdaptor({
      url: (path, context) => buildAzureResponsesUrl(path, context, resolveBaseUrl(context, '')),
      headers: (context, stream) => buildOpenAICompatibleHeaders(context, true, stream, apiKey, undefined),
      model: (context) => azureDeploymentName(context.model),
      mapError: (status, bodyText) => mapUpstreamError(status, bodyText),
    }),
  },
};
