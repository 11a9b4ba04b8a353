import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OpenAIErrorBody } from '@gateway/providers';

const ANTHROPIC_PATH = /\/v1\/messages(?:\/count_tokens)?$/;

/**
 * An OpenAI-shaped error (Anthropic-shaped on /v1/messages and /v1/messages/count_tokens) with the real HTTP status; the message
 * names the request id (as new-api's do) so a user's report can be matched to the server's records.
 */
export function relayError(context: Context, status: number, error: OpenAIErrorBody): Response {
  const requestId = context.get('requestId') as string | undefined;
  const message = requestId === undefined ? error.message : `${error.message} (request id: ${requestId})`;
  const safeStatus = (status >= 400 && status <= 599 ? status : 500) as ContentfulStatusCode;
  // Anthropic SDKs read their own error envelope on /v1/messages (and its count_tokens).
  if (ANTHROPIC_PATH.test(context.req.path)) return context.json({ type: 'error', error: { type: error.type, message } }, safeStatus);
  return context.json({ error: { ...error, message } }, safeStatus);
}

/** A relay-side refusal (validation, quota, routing): type new_api_error like the token-auth refusals. */
export function localError(message: string, code: string, param?: string): OpenAIErrorBody {
  return param === undefined ? { message, type: 'new_api_error', code } : { message, type: 'new_api_error', code, param };
}
