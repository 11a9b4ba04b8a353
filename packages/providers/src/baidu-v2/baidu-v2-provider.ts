import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Baidu Qianfan V2 (type 46): the OpenAI-compatible `/v2` API with a Bearer key (the V1 type 15 needs
 * an access-token exchange and is not served here).
 * https://cloud.baidu.com/doc/qianfan-api/s/3m7of64lb
 */
export const baiduV2: RelayProvider = defineOpenAICompatibleProvider({
  id: 'baidu-v2',
  channelTypes: [46],
  defaultBaseUrl: 'https://qianfan.baidubce.com',
  paths: { chat: '/v2/chat/completions', embeddings: '/v2/embeddings', images: '/v2/images/generations', rerank: '/v2/rerankers' },
  params: { excluded: ['logit_bias'] },
});
