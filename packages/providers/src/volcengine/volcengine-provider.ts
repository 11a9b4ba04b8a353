import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * VolcEngine Ark / Doubao (type 45): OpenAI-compatible chat and embeddings under `/api/v3`; the model is an
 * endpoint id or a model name, mapped by the channel as usual.
 * https://www.volcengine.com/docs/82379/1494384
 */
export const volcengine: RelayProvider = defineOpenAICompatibleProvider({
  id: 'volcengine',
  channelTypes: [45],
  defaultBaseUrl: 'https://ark.cn-beijing.volces.com',
  paths: { chat: '/api/v3/chat/completions', embeddings: '/api/v3/embeddings', images: '/api/v3/images/generations' },
  params: { excluded: ['logit_bias'] },
});
