import type { Context } from 'hono';
import { messages } from '@gateway/domain';
import type { GatewayServices } from '../services/gateway-services.ts';
import { verifyTurnstileToken } from '../services/turnstile.ts';
import { fail } from './envelope.ts';

/**
 * When the TurnstileCheckEnabled option is on, the `?turnstile=` token of the request must be
 * confirmed by Cloudflare. Returns the refusal to send, or null to go on.
 * Unlike new-api, a pass is not remembered in the session: each guarded call needs a token.
 */
export async function checkTurnstile(context: Context, services: GatewayServices): Promise<Response | null> {
  const { options, platform } = services;
  if (!options.getBoolean('TurnstileCheckEnabled')) return null;
  const token = context.req.query('turnstile')?.trim() ?? '';
  if (token === '') return fail(context, messages.turnstileRequired, 400);
  const verified = await verifyTurnstileToken(platform.fetch, {
    secret: options.get('TurnstileSecretKey'),
    token,
    remoteIp: platform.clientIp(context),
  });
  return verified ? null : fail(context, messages.turnstileFailed, 403);
}
