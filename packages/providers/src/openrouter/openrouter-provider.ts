import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';

/** App attribution OpenRouter shows on its rankings; the same HTTP-Referer and X-Title values new-api sends. */
export const openRouterAttribution: Readonly<Record<string, string>> = {
  'HTTP-Referer': 'https://github.com/Calcium-Ion/new-api',
  'X-Title': 'New API',
};

/**
 * OpenRouter (type 20): OpenAI-compatible chat and completions under `/api/v1`, plus attribution headers.
 * https://openrouter.ai/docs/api-reference/overview
 */
export const openrouter: RelayProvider = defineOpenAICompatibleProvider({
  id: 'openrouter',
  channelTypes: [20],
  defaultBaseUrl: 'https://openrouter.ai/api',
  paths: { chat: openAIPaths.chat, completions: openAIPaths.completions },
  headers: () => ({ ...openRouterAttribution }),
});
