import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Perplexity (type 27): OpenAI-shaped chat at `/chat/completions` (no `/v1`); search results arrive as
 * extra `citations` / `search_results` fields that pass through untouched.
 * https://docs.perplexity.ai/api-reference/chat-completions-post
 */
export const perplexity: RelayProvider = defineOpenAICompatibleProvider({
  id: 'perplexity',
  channelTypes: [27],
  defaultBaseUrl: 'https://api.perplexity.ai',
  paths: { chat: '/chat/completions' },
  params: { excluded: ['logit_bias', 'logprobs', 'top_logprobs', 'n', 'seed', 'user'], clamp: { temperature: { min: 0, max: 1.99 } } },
});
