import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';
import { convertXaiUsage } from './convert-xai-usage.ts';

/**
 * xAI Grok (type 48): OpenAI-compatible chat, legacy completions, embeddings and images; grok-3-mini streams
 * `reasoning_content` and reports reasoning tokens outside completion_tokens (see convert-xai-usage).
 * https://docs.x.ai/docs/api-reference
 */
export const xai: RelayProvider = defineOpenAICompatibleProvider({
  id: 'xai',
  channelTypes: [48],
  defaultBaseUrl: 'https://api.x.ai',
  paths: { chat: openAIPaths.chat, completions: openAIPaths.completions, embeddings: openAIPaths.embeddings, images: openAIPaths.images },
  params: { excluded: ['logit_bias'] },
  usage: convertXaiUsage,
});
