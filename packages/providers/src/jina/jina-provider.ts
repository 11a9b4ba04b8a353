import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Jina (type 38): embeddings in OpenAI's shape and rerank; no chat, so no messages either.
 * https://jina.ai/embeddings/ · https://jina.ai/reranker/
 */
export const jina: RelayProvider = defineOpenAICompatibleProvider({
  id: 'jina',
  channelTypes: [38],
  defaultBaseUrl: 'https://api.jina.ai',
  paths: { embeddings: '/v1/embeddings', rerank: '/v1/rerank' },
});
