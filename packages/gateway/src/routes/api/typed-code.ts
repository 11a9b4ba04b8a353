import type { Context } from 'hono';
import { messages } from '@gateway/domain';
import { fail } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import type { ParsedInput } from '../../http/parse-input.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { normalizeTypedCode } from '../../services/verification/code-secrets.ts';
import { matchTypedCode } from '../../services/verification/code-guesses.ts';
import type { MatchedCode } from '../../services/verification/email-codes.ts';

/**
 * The mailed verification code the caller typed for `email` (registration, email binding), or the answer
 * to send: 400 for a wrong or expired code, 429 with Retry-After for a client that typed too many wrong
 * ones (the stored code stays good for its owner).
 */
export async function typedVerificationCode(
  services: GatewayServices,
  context: Context<GatewayEnv>,
  email: string,
  code: string,
): Promise<ParsedInput<MatchedCode>> {
  const { platform } = services;
  const session = context.get('session');
  const client = { ip: platform.clientIp(context), ...(session === null ? {} : { userId: session.userId }) };
  const typed = await matchTypedCode(platform.rateLimiter, services.emailCodes, client, email, normalizeTypedCode(code));
  if (typed.kind === 'matched') return { ok: true, data: typed.matched };
  if (typed.kind === 'wrong') return { ok: false, response: fail(context, messages.verificationCodeInvalid, 400) };
  context.header('Retry-After', String(typed.retryAfterSeconds));
  return { ok: false, response: fail(context, messages.verificationCodeTooManyGuesses, 429) };
}
