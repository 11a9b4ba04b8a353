import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { mapOpenAIReasoningRequest } from './map-openai-reasoning-request.ts';

/**
 * OpenAI itself (type 1; other OpenAI-format types get a copy with their own base URL from the registry). Every operation of the OpenAI API; the channel's
 * organization goes into `OpenAI-Organization`.
 * https://platform.openai.com/docs/api-reference
 */
export const openai: RelayProvider = defineOpenAICompatibleProvider({
  id: 'openai',
  channelTypes: [1],
  defaultBaseUrl: 'https://api.openai.com',
  headers: (context): Record<string, string> => (context.organization ? { 'OpenAI-Organization': context.organization } : {}),
  prepareChat: (body) => mapOpenAIReasoningRequest(body),
});
