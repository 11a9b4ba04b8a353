import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';
import { mapSiliconflowImageRequest } from './map-siliconflow-image-request.ts';

/**
 * SiliconFlow / SiliconCloud (type 40): OpenAI-compatible chat, embeddings, images, speech, transcription
 * and a Jina/Cohere-style rerank endpoint.
 * https://docs.siliconflow.cn/api-reference
 */
export const siliconflow: RelayProvider = defineOpenAICompatibleProvider({
  id: 'siliconflow',
  channelTypes: [40],
  defaultBaseUrl: 'https://api.siliconflow.cn',
  paths: {
    chat: openAIPaths.chat,
    completions: openAIPaths.completions,
    embeddings: openAIPaths.embeddings,
    images: openAIPaths.images,
    audioSpeech: openAIPaths.audioSpeech,
    audioTranscription: openAIPaths.audioTranscription,
    rerank: openAIPaths.rerank,
  },
  prepareImages: mapSiliconflowImageRequest,
});
