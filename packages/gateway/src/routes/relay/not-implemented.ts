import type { Context } from 'hono';
import { localError, relayError } from './relay-error.ts';

/**
 * Endpoints of OpenAI's API the relay does not serve (images edits and variations): an
 * OpenAI-shaped 501 after token auth, so a client learns it is the gateway, not the key, that refuses.
 */
export function notImplemented(context: Context): Response {
  return relayError(context, 501, localError('This API is not implemented by the gateway', 'api_not_implemented'));
}
