import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { mapOpenAIReasoningRequest } from '../openai-compatible/map-openai-reasoning-request.ts';

/**
 * OpenAI's behaviour for the given channel types: every operation of the OpenAI API, the channel's
 * organization in `OpenAI-Organization`, reasoning-model rewrites, the Responses API passed through. The registry also uses it for the
 * resellers new-api serves with its OpenAI adaptor, each with its own default base URL.
 * https://platform.openai.com/docs/api-reference
 */
export function createOpenAIProvider(channelTypes: readonly number[], defaultBaseUrl: string): RelayProvider {
  return defineOpenAICompatibleProvider({
    id: 'openai',
    channelTypes,
    defaultBaseUrl,
    headers: (context): Record<string, string> => (context.organization ? { 'OpenAI-Organization': context.organization } : {}),
    prepareChat: (body) => mapOpenAIReasoningRequest(body),
    responses: true,
  });
}

/** OpenAI itself (type 1). */
export const openai: RelayProvider = createOpenAIProvider([1], 'https://api.openai.com');
