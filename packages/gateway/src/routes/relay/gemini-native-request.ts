import type { ParsedRelayRequest } from './relay-request.ts';
import { CHARACTERS_PER_TOKEN, MAX_TOKENS_LIMIT } from './relay-request.ts';
import { parseRelayJsonBody, positiveInteger } from './relay-json-body.ts';

/**
 * A Gemini-native generateContent body (https://ai.google.dev/api/generate-content): the model comes from
 * the path, streaming from the action (`:streamGenerateContent`), `contents` is required, and
 * `generationConfig.maxOutputTokens` is the max_tokens the reservation uses. The body goes upstream as is.
 */
export function parseGeminiNativeRequest(text: string, model: string, stream: boolean): ParsedRelayRequest {
  if (model.trim() === '') return { ok: false, message: 'model is required', param: 'model' };
  const parsed = parseRelayJsonBody(text);
  if (!parsed.ok) return parsed;
  const record = parsed.body;
  if (!Array.isArray(record.contents)) return { ok: false, message: 'contents is required', param: 'contents' };
  const config = record.generationConfig as { maxOutputTokens?: unknown } | undefined;
  const maxTokens = positiveInteger(config?.maxOutputTokens);
  // Like max_tokens elsewhere: a larger one would make the reservation estimate meaningless (or not an integer).
  if (maxTokens !== undefined && maxTokens > MAX_TOKENS_LIMIT)
    return { ok: false, message: 'generationConfig.maxOutputTokens is invalid', param: 'generationConfig.maxOutputTokens' };
  return {
    ok: true,
    request: {
      operation: 'generateContent',
      body: record,
      model,
      stream,
      includeUsage: false,
      maxTokens,
      promptEstimate: Math.ceil(text.length / CHARACTERS_PER_TOKEN),
    },
  };
}
