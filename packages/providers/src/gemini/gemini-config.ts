import type { ProviderContext } from '../spec/provider-context.ts';
import { resolveBaseUrl } from '../shared/resolve-base-url.ts';

export const geminiDefaultBaseUrl = 'https://generativelanguage.googleapis.com';

/** Version segment when gemini.version_settings names none. */
export const defaultGeminiApiVersion = 'v1beta';

/**
 * `…/<version>/models/<model>:<action>`; the default action is generateContent, or
 * `streamGenerateContent?alt=sse` for a stream.
 */
export function buildGeminiUrl(context: ProviderContext, action = context.stream ? 'streamGenerateContent?alt=sse' : 'generateContent'): string {
  const version = context.gemini?.apiVersion || defaultGeminiApiVersion;
  return `${resolveBaseUrl(context, geminiDefaultBaseUrl)}/${version}/models/${encodeURIComponent(context.model)}:${action}`;
}

export function buildGeminiHeaders(context: ProviderContext): Record<string, string> {
  return {
    'x-goog-api-key': context.key,
    'Content-Type': 'application/json',
    Accept: context.stream ? 'text/event-stream' : 'application/json',
  };
}
