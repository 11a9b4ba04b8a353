import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error body OpenAI clients understand: `{ error: { message, type, code, param? } }`. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; code: string | null; param?: string };
}

/** Answers an OpenAI-shaped error with a real HTTP status (not new-api's 200s). */
export function openAiError(context: Context, status: ContentfulStatusCode, message: string, code: string, type = 'new_api_error', param?: string) {
  const error: OpenAiErrorBody['error'] = { message, type, code };
  if (param !== undefined) error.param = param;
  return context.json({ error } satisfies OpenAiErrorBody, status);
}
