import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * DeepSeek (type 43): OpenAI-compatible chat; reasoning arrives as `reasoning_content` and cache hits as
 * `prompt_cache_hit_tokens` (both read by the OpenAI-compatible base). The reasoner ignores sampling knobs.
 * https://api-docs.deepseek.com/api/create-chat-completion
 */
export const deepseek: RelayProvider = defineOpenAICompatibleProvider({
  id: 'deepseek',
  channelTypes: [43],
  defaultBaseUrl: 'https://api.deepseek.com',
  paths: { chat: '/v1/chat/completions' },
  params: { excluded: ['logit_bias', 'n'], clamp: { temperature: { min: 0, max: 2 } } },
});
