import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';

/**
 * Mistral AI (type 42): OpenAI-shaped chat and embeddings; `seed` is called `random_seed`, temperature
 * tops out at 1.5, and OpenAI-only parameters are rejected, so they are dropped.
 * https://docs.mistral.ai/api/
 */
export const mistral: RelayProvider = defineOpenAICompatibleProvider({
  id: 'mistral',
  channelTypes: [42],
  defaultBaseUrl: 'https://api.mistral.ai',
  paths: { chat: openAIPaths.chat, embeddings: openAIPaths.embeddings },
  params: {
    excluded: ['logit_bias', 'logprobs', 'top_logprobs', 'user', 'store', 'service_tier'],
    renamed: { seed: 'random_seed' },
    clamp: { temperature: { min: 0, max: 1.5 } },
  },
});
