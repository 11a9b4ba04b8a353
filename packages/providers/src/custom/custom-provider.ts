import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { openAIPaths } from '../openai-compatible/openai-compatible-paths.ts';
import { buildCustomUrl } from './build-custom-url.ts';

/**
 * Custom channel (type 8): any OpenAI-compatible chat endpoint, addressed by its full URL. One URL cannot
 * serve several endpoints, so chat is the only operation.
 */
export const custom: RelayProvider = defineOpenAICompatibleProvider({
  id: 'custom',
  channelTypes: [8],
  defaultBaseUrl: '',
  paths: { chat: openAIPaths.chat },
  url: (_operation, _path, context, baseUrl) => buildCustomUrl(context, baseUrl),
});
