import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';

/**
 * Moonshot / Kimi (type 25): OpenAI-compatible chat with temperature in [0, 1]; context-cache hits are
 * reported as a top-level `cached_tokens` (read by the OpenAI-compatible usage converter).
 * https://platform.moonshot.cn/docs/api/chat
 */
export const moonshot: RelayProvider = defineOpenAICompatibleProvider({
  id: 'moonshot',
  channelTypes: [25],
  defaultBaseUrl: 'https://api.moonshot.cn',
  paths: { chat: '/v1/chat/completions' },
  params: { excluded: ['logit_bias'], clamp: { temperature: { min: 0, max: 1 } } },
});
