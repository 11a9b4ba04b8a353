import { Hono } from 'hono';
import { messages, registerInput, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { rateLimit } from '../../middleware/rate-limit/index.ts';
import { createAccount } from '../../services/accounts.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { describeQuota } from '../../services/quota-text.ts';

/**
 * POST /api/user/register (API-USR-018): password registration with optional invitation code.
 * The new user gets QuotaForNewUser (+ QuotaForInvitee with a valid code); the inviter gets
 * QuotaForInviter as invitation reward. Everything lands in one transaction.
 */
export function registerRoutes(services: GatewayServices) {
  const { platform, options, passwords } = services;

  return new Hono<GatewayEnv>().post('/user/register', rateLimit(platform, 'critical'), async (context) => {
    if (!options.getBoolean('RegisterEnabled')) return fail(context, messages.registrationClosed, 403);
    if (!options.getBoolean('PasswordRegisterEnabled')) return fail(context, messages.passwordRegistrationClosed, 403);
    const refusal = await checkTurnstile(context, services);
    if (refusal) return refusal;
    const input = await parseJsonBody(context, registerInput);
    if (!input.ok) return input.response;
    const { username, password, email, verification_code: verificationCode, aff_code: affCode } = input.data;

    if (options.getBoolean('EmailVerificationEnabled')) {
      if (!email || !verificationCode) return fail(context, messages.emailVerificationRequired, 400);
      // Codes are issued by GET /api/verification, which this gateway does not serve yet: no code
      // can be valid, so an unverified address is never accepted.
      return fail(context, messages.verificationCodeInvalid, 400);
    }

    // Hash before the transaction: bcrypt is slow and must not hold the write lock.
    const passwordHash = await passwords.hash(password);
    const result = await createAccount(
      platform.db,
      { username, passwordHash, displayName: username, role: Role.Common, ...(affCode ? { inviterAffCode: affCode } : {}) },
      {
        newUser: options.getNumber('QuotaForNewUser'),
        invitee: options.getNumber('QuotaForInvitee'),
        inviter: options.getNumber('QuotaForInviter'),
      },
      { nowSeconds: services.nowSeconds(), describeQuota: (quota) => describeQuota(quota, options) },
    );
    if (!result.ok) return fail(context, messages.usernameTaken, 409);
    return ok(context);
  });
}
