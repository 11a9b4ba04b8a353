import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Alibaba Qwen (type 17) through DashScope's OpenAI-compatible mode. The channel's `other` field, when set,
 * is sent as the `X-DashScope-Plugin` header, as new-api does.
 * https://help.aliyun.com/zh/model-studio/compatibility-of-openai-with-dashscope
 */
export const qwen: RelayProvider = defineOpenAICompatibleProvider({
  id: 'qwen',
  channelTypes: [17],
  defaultBaseUrl: 'https://dashscope.aliyuncs.com',
  paths: {
    chat: '/compatible-mode/v1/chat/completions',
    completions: '/compatible-mode/v1/completions',
    embeddings: '/compatible-mode/v1/embeddings',
  },
  params: { excluded: ['logit_bias'], clamp: { temperature: { min: 0, max: 1.99 } } },
  headers: (context): Record<string, string> => (context.other ? { 'X-DashScope-Plugin': context.other } : {}),
});
