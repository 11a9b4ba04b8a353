import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { mapOpenAIReasoningRequest } from '../openai-compatible/map-openai-reasoning-request.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';
import { buildAzureUrl } from './build-azure-url.ts';

/**
 * Azure OpenAI (type 3): OpenAI's wire format on per-deployment URLs with an `api-key` header. The base URL
 * is the resource endpoint and must be set on the channel. Azure has no moderations or rerank endpoint.
 * https://learn.microsoft.com/azure/ai-services/openai/reference
 */
export const azure: RelayProvider = defineOpenAICompatibleProvider({
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
