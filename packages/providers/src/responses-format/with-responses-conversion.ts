import type { RelayProvider } from '../spec/relay-provider.ts';
import { createResponsesFormatAdaptor } from './responses-format-adaptor.ts';

/**
 * The provider with `responses` served through its chat operation when it has chat but no native
 * Responses API (every OpenAI-compatible vendor but OpenAI, Anthropic, Gemini …; ADR 0038). Providers
 * with a native `responses` (OpenAI, Azure) or without chat are returned as they are.
 */
export function withResponsesConversion(provider: RelayProvider): RelayProvider {
  const chat = provider.operations.chat;
  if (provider.operations.responses !== undefined || chat === undefined || chat.responseType !== 'json') return provider;
  return { ...provider, operations: { ...provider.operations, responses: createResponsesFormatAdaptor(chat) } };
}
