import { Hono, type Context } from 'hono';
import { emailExists, emailStillFree } from '@gateway/db';
import { messages, normalizeEmail, registerInput, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { credentialRoute } from '../../middleware/credential-guard/index.ts';
import { createAccount } from '../../services/accounts.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { describeQuota } from '../../services/quota-text.ts';
import { emailRuleRefusal } from '../../services/verification/email-address-check.ts';
import type { NewAccount } from '../../services/accounts.ts';
import { typedVerificationCode } from './typed-code.ts';

type Verified = { ok: true; account: Pick<NewAccount, 'email' | 'guard'> } | { ok: false; response: Response };

/**
 * With EmailVerificationEnabled: the address must pass the whitelist and alias rules and the code mailed to
 * it must match (SH-046); wrong codes are limited per client (typedVerificationCode). The code is used
 * up, and the address checked free, inside the account's transaction, so two registrations with one code
 * give one account. Without it no email is stored.
 */
async function verifiedEmail(services: GatewayServices, context: Context<GatewayEnv>, email: string | undefined, code: string | undefined): Promise<Verified> {
  if (!services.options.getBoolean('EmailVerificationEnabled')) return { ok: true, account: {} };
  if (!email || !code) return { ok: false, response: fail(context, messages.emailVerificationRequired, 400) };
  const address = normalizeEmail(email);
  const refusal = emailRuleRefusal(services.options, address);
  if (refusal !== undefined) return { ok: false, response: fail(context, refusal, 400) };
  const typed = await typedVerificationCode(services, context, address, code);
  if (!typed.ok) return typed;
  const matched = typed.data;
  const guard: NonNullable<NewAccount['guard']> = async (transaction, checks) => {
    if (await emailExists(transaction, address)) return messages.emailTaken;
    const claimed = await matched.claim(transaction);
    if (!claimed) return messages.verificationCodeInvalid;
    // On D1 the claim's answer is provisional: these checks run inside the batch (ADR 0037).
    await checks.changed(claimed, messages.verificationCodeInvalid);
    await checks.holds(emailStillFree(transaction, address), messages.emailTaken);
    return undefined;
  };
  return { ok: true, account: { email: address, guard } };
}

/**
 * POST /api/user/register (API-USR-018): password registration with optional invitation code (and a
 * verified email when EmailVerificationEnabled). The new user gets QuotaForNewUser (+ QuotaForInvitee
 * with a valid code); the inviter gets QuotaForInviter as invitation reward, exactly once: everything,
 * the code's use included, lands in one transaction.
 */
export function registerRoutes(services: GatewayServices) {
  const { platform, options, passwords } = services;

  return new Hono<GatewayEnv>().post('/user/register', credentialRoute(platform, options), async (context) => {
    if (!options.getBoolean('RegisterEnabled')) return fail(context, messages.registrationClosed, 403);
    if (!options.getBoolean('PasswordRegisterEnabled')) return fail(context, messages.passwordRegistrationClosed, 403);
    const refusal = await checkTurnstile(context, services);
    if (refusal) return refusal;
    const input = await parseJsonBody(context, registerInput);
    if (!input.ok) return input.response;
    const { username, password, email, verification_code: verificationCode, aff_code: affCode } = input.data;

    const verified = await verifiedEmail(services, context, email, verificationCode);
    if (!verified.ok) return verified.response;

    // Hash before the transaction: bcrypt is slow and must not hold the write lock.
    const passwordHash = await passwords.hash(password);
    const result = await createAccount(
      platform.db,
      { username, passwordHash, displayName: username, role: Role.Common, ...(affCode ? { inviterAffCode: affCode } : {}), ...verified.account },
      {
        newUser: options.getNumber('QuotaForNewUser'),
        invitee: options.getNumber('QuotaForInvitee'),
        inviter: options.getNumber('QuotaForInviter'),
      },
      { nowSeconds: services.nowSeconds(), describeQuota: (quota) => describeQuota(quota, options) },
    );
    if (!result.ok && result.reason === 'refused') return fail(context, result.refusal, result.refusal === messages.emailTaken ? 409 : 400);
    if (!result.ok) return fail(context, messages.usernameTaken, 409);
    return ok(context);
  });
}
