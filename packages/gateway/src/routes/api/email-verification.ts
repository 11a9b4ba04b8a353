import { Hono } from 'hono';
import { AtomicCheckFailed, emailExists, emailFreeForUser, emailTakenByOther, updateUser, USER_GONE, writeAtomically, type Executor } from '@gateway/db';
import { emailBindQuery, emailQuery, messages, normalizeEmail, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseQuery } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { credentialRoute } from '../../middleware/credential-guard/index.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { verificationCodeMail } from '../../services/mail/mail-templates.ts';
import { generateVerificationCode } from '../../services/verification/code-secrets.ts';
import { emailRuleRefusal } from '../../services/verification/email-address-check.ts';
import { CODE_LIFETIME_SECONDS, type MatchedCode } from '../../services/verification/email-codes.ts';
import { takeMailAllowance } from '../../services/verification/mail-allowance.ts';
import { mailFailure } from './mail-failure.ts';
import { typedVerificationCode } from './typed-code.ts';

type BindOutcome = 'taken' | 'invalid' | 'gone' | 'bound';

/**
 * Uses the code up and binds the address, all or nothing (a transaction, or one D1 batch — ADR 0037); the
 * address is checked free of other users inside the write too, where a concurrent binding is seen.
 */
async function bindEmail(db: Executor, matched: MatchedCode, email: string, userId: number): Promise<BindOutcome> {
  try {
    return await writeAtomically(db, async (transaction, checks): Promise<BindOutcome> => {
      if (await emailTakenByOther(transaction, email, userId)) return 'taken';
      const claimed = await matched.claim(transaction);
      if (!claimed) return 'invalid';
      await checks.changed(claimed, 'invalid');
      await checks.holds(emailFreeForUser(transaction, email, userId), 'taken');
      // A failed check throws, so the code's use is undone with it (on every dialect).
      await checks.changed(await updateUser(transaction, userId, { email }), USER_GONE);
      return 'bound';
    });
  } catch (error) {
    if (error instanceof AtomicCheckFailed) return error.reason === USER_GONE ? 'gone' : (error.reason as BindOutcome);
    throw error;
  }
}

/**
 * GET /api/verification (API-USR-019, SH-046, SH-082): mails a code for registering with or binding an
 * address. The address must pass the domain whitelist and alias rules and belong to nobody yet. The code
 * is stored (hashed) only once the mail server took the mail, so a failed send leaves nothing behind.
 *
 * GET /api/oauth/email/bind (API-OA-005): binds the address the code was sent to, to the signed-in user
 * (new-api read the session without checking it and failed with a 500 when there was none).
 */
export function emailVerificationRoutes(services: GatewayServices) {
  const { platform, options, mail, emailCodes } = services;
  const credential = credentialRoute(platform, options);

  return new Hono<GatewayEnv>()
    .get('/verification', credential, async (context) => {
      const refusal = await checkTurnstile(context, services);
      if (refusal) return refusal;
      const query = parseQuery(context, emailQuery);
      if (!query.ok) return query.response;
      const email = normalizeEmail(query.data.email);
      const ruleRefusal = emailRuleRefusal(options, email);
      if (ruleRefusal !== undefined) return fail(context, ruleRefusal, 400);
      if (await emailExists(platform.db, email)) return fail(context, messages.emailTaken, 409);
      if (!mail.configured()) return fail(context, messages.smtpNotConfigured, 503);
      const allowance = await takeMailAllowance(platform.rateLimiter, email, platform.clientIp(context));
      if (allowance === undefined) return fail(context, messages.tooManyRequests, 429);

      const code = generateVerificationCode();
      try {
        await mail.send([email], verificationCodeMail(options.get('SystemName'), code, CODE_LIFETIME_SECONDS.verify / 60));
      } catch (error) {
        await allowance.release();
        return mailFailure(context, error, platform.logger);
      }
      await emailCodes.save('verify', email, code);
      return ok(context);
    })
    .get('/oauth/email/bind', credential, requireRole(platform, Role.Common), async (context) => {
      const query = parseQuery(context, emailBindQuery);
      if (!query.ok) return query.response;
      const email = normalizeEmail(query.data.email);
      const ruleRefusal = emailRuleRefusal(options, email);
      if (ruleRefusal !== undefined) return fail(context, ruleRefusal, 400);
      const user = context.get('user');
      const typed = await typedVerificationCode(services, context, email, query.data.code);
      if (!typed.ok) return typed.response;

      const outcome = await bindEmail(platform.db, typed.data, email, user.id);
      if (outcome === 'taken') return fail(context, messages.emailTaken, 409);
      if (outcome === 'invalid') return fail(context, messages.verificationCodeInvalid, 400);
      if (outcome === 'gone') return fail(context, messages.userNotFound, 404);
      services.userCache.forget(user.id);
      return ok(context);
    });
}
