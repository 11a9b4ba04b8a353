import { Hono } from 'hono';
import { AtomicCheckFailed, findUserById, findUsersByEmail, updateUser, userHoldsEmail, writeAtomically, type Executor } from '@gateway/db';
import { emailQuery, messages, normalizeEmail, passwordResetInput } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { credentialRoute } from '../../middleware/credential-guard/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { passwordResetMail } from '../../services/mail/mail-templates.ts';
import { generateResetToken } from '../../services/verification/code-secrets.ts';
import { CODE_LIFETIME_SECONDS, type MatchedCode } from '../../services/verification/email-codes.ts';
import { takeMailAllowance } from '../../services/verification/mail-allowance.ts';
import { endAllSessions } from '../../services/session-revocation.ts';
import { generateRandomPassword } from '../../services/random-password.ts';
import { mailFailure } from './mail-failure.ts';

/** `<ServerAddress>/user/reset?email=…&token=…` (new-api's link shape), the page the console serves for it (SH-053). */
function resetLink(serverAddress: string, email: string, token: string): string {
  const base = serverAddress.trim().replace(/\/+$/, '');
  return `${base}/user/reset?${new URLSearchParams({ email, token }).toString()}`;
}

/** The reason a reset is refused inside its write: the link was used, or the account no longer holds the address. */
const RESET_LINK_INVALID = 'reset-link-invalid';

/**
 * Uses the link up, stores the new password and ends every session, all or nothing (a transaction, or one
 * D1 batch — ADR 0037). False when the link is no longer good: used by a concurrent request, or the account
 * no longer holds the address it was sent to (checked inside the write, where a concurrent change is seen).
 */
async function resetPassword(db: Executor, matched: MatchedCode, email: string, passwordHash: string): Promise<boolean> {
  try {
    return await writeAtomically(db, async (transaction, checks) => {
      const user = await findUserById(transaction, matched.userId);
      if (user === undefined || user.email !== email) return false;
      const claimed = await matched.claim(transaction);
      if (!claimed) return false;
      await checks.changed(claimed, RESET_LINK_INVALID);
      await checks.holds(userHoldsEmail(transaction, user.id, email), RESET_LINK_INVALID);
      await updateUser(transaction, user.id, { password: passwordHash });
      await endAllSessions(transaction, user.id);
      return true;
    });
  } catch (error) {
    if (error instanceof AtomicCheckFailed && error.reason === RESET_LINK_INVALID) return false;
    throw error;
  }
}

/**
 * GET /api/reset_password (API-USR-020, SH-051): mails a single-use reset link (30 minutes). The link is
 * built from the ServerAddress option only, never from the request's Host header (which a caller could
 * point at their own site to catch the token). An address nobody holds gets the same answer and no mail,
 * so the endpoint does not tell which addresses have accounts (new-api answered "not registered").
 *
 * POST /api/user/reset (API-USR-021, SH-054): with the link's email and token, sets a new random password,
 * answers it in `data` (the console shows and copies it), uses the token up and ends every session and the
 * access token of the account (ADR 0017) — all or nothing (resetPassword).
 */
export function passwordResetRoutes(services: GatewayServices) {
  const { platform, options, mail, emailCodes, passwords } = services;
  const credential = credentialRoute(platform, options);

  return new Hono<GatewayEnv>()
    .get('/reset_password', credential, async (context) => {
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
        await mail.send(
          [email],
          passwordResetMail(options.get('SystemName'), resetLink(options.get('ServerAddress'), email, token), CODE_LIFETIME_SECONDS.reset / 60),
        );
      } catch (error) {
        await allowance.release();
        return mailFailure(context, error, platform.logger);
      }
      await emailCodes.save('reset', email, token, user.id);
      return ok(context);
    })
    .post('/user/reset', credential, async (context) => {
      const input = await parseJsonBody(context, passwordResetInput);
      if (!input.ok) return input.response;
      const email = normalizeEmail(input.data.email);
      const matched = await emailCodes.match('reset', email, input.data.token.trim().toLowerCase());
      if (matched === undefined) return fail(context, messages.resetLinkInvalid, 400);
      const password = generateRandomPassword();
      // Hash before the transaction: bcrypt is slow and must not hold the write lock.
      const passwordHash = await passwords.hash(password);
      if (!(await resetPassword(platform.db, matched, email, passwordHash))) return fail(context, messages.resetLinkInvalid, 400);
      services.userCache.forget(matched.userId);
      return ok(context, password);
    });
}
