import { Hono } from 'hono';
import { findUserById, findUsersByEmail, runAtomically, updateUser } from '@gateway/db';
import { emailQuery, messages, normalizeEmail, passwordResetInput } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { rateLimit } from '../../middleware/rate-limit/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { passwordResetMail } from '../../services/mail/mail-templates.ts';
import { generateResetToken } from '../../services/verification/code-secrets.ts';
import { CODE_LIFETIME_SECONDS } from '../../services/verification/email-codes.ts';
import { takeMailAllowance } from '../../services/verification/mail-allowance.ts';
import { endAllSessions } from '../../services/session-revocation.ts';
import { generateRandomPassword } from '../../services/random-password.ts';
import { mailFailure } from './mail-failure.ts';

/** `<ServerAddress>/user/reset?email=…&token=…` (reference §2.5), the page the console serves for it (SH-053). */
function resetLink(serverAddress: string, email: string, token: string): string {
  const base = serverAddress.trim().replace(/\/+$/, '');
  return `${base}/user/reset?${new URLSearchParams({ email, token }).toString()}`;
}

/**
 * GET /api/reset_password (API-USR-020, SH-051): mails a single-use reset link (30 minutes). The link is
 * built from the ServerAddress option only, never from the request's Host header (which a caller could
 * point at their own site to catch the token). An address nobody holds gets the same answer and no mail,
 * so the endpoint does not tell which addresses have accounts (new-api answered "not registered").
 *
 * POST /api/user/reset (API-USR-021, SH-054): with the link's email and token, sets a new random password,
 * answers it in `data` (the console shows and copies it), uses the token up and ends every session and the
 * access token of the account (ADR 0017) — all in one transaction.
 */
export function passwordResetRoutes(services: GatewayServices) {
  const { platform, options, mail, emailCodes, passwords } = services;
  const critical = rateLimit(platform, 'critical');

  return new Hono<GatewayEnv>()
    .get('/reset_password', critical, async (context) => {
      const refusal = await checkTurnstile(context, services);
      if (refusal) return refusal;
      const query = parseQuery(context, emailQuery);
      if (!query.ok) return query.response;
      const email = normalizeEmail(query.data.email);
      if (options.get('ServerAddress').trim() === '') return fail(context, messages.resetNeedsServerAddress, 503);
      if (!mail.configured()) return fail(context, messages.smtpNotConfigured, 503);
      const allowance = await takeMailAllowance(platform.rateLimiter, email, platform.clientIp(context));
      if (allowance === undefined) return fail(context, messages.tooManyRequests, 429);
      const [user] = await findUsersByEmail(platform.db, email);
      if (user === undefined) return ok(context);

      const token = generateResetToken();
      try {
        await mail.send([email], passwordResetMail(options.get('SystemName'), resetLink(options.get('ServerAddress'), email, token), CODE_LIFETIME_SECONDS.reset / 60));
      } catch (error) {
        await allowance.release();
        return mailFailure(context, error, platform.logger);
      }
      await emailCodes.save('reset', email, token, user.id);
      return ok(context);
    })
    .post('/user/reset', critical, async (context) => {
      const input = await parseJsonBody(context, passwordResetInput);
      if (!input.ok) return input.response;
      const email = normalizeEmail(input.data.email);
      const matched = await emailCodes.match('reset', email, input.data.token.trim().toLowerCase());
      if (matched === undefined) return fail(context, messages.resetLinkInvalid, 400);
      const password = generateRandomPassword();
      // Hash before the transaction: bcrypt is slow and must not hold the write lock.
      const passwordHash = await passwords.hash(password);
      const reset = await runAtomically(platform.db, async (transaction) => {
        const user = await findUserById(transaction, matched.userId);
        // The account must still hold the address the link was sent to.
        if (user === undefined || user.email !== email) return false;
        if (!(await matched.claim(transaction))) return false;
        await updateUser(transaction, user.id, { password: passwordHash });
        await endAllSessions(transaction, user.id);
        return true;
      });
      if (!reset) return fail(context, messages.resetLinkInvalid, 400);
      return ok(context, password);
    });
}
