import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Zhipu GLM (types 16 and 26) through the v4 OpenAI-compatible API under `/api/paas/v4`, which accepts the
 * API key as a Bearer token. GLM wants temperature and top_p strictly inside (0, 1).
 * https://docs.bigmodel.cn/api-reference
 */
export const zhipu: RelayProvider = defineOpenAICompatibleProvider({
  id: 'zhipu',
  channelTypes: [16, 26],
  defaultBaseUrl: 'https://open.bigmodel.cn',
  paths: {
    chat: '/api/paas/v4/chat/completions',
    embeddings: '/api/paas/v4/embeddings',
    images: '/api/paas/v4/images/generations',
  },
  params: {
    excluded: ['logit_bias', 'presence_penalty', 'frequency_penalty', 'n'],
    clamp: { temperature: { min: 0.01, max: 0.99 }, top_p: { min: 0.01, max: 0.99 } },
  },
});
