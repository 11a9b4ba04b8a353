import { Hono } from 'hono';
import { assignAffCodeIfMissing, findUserById, setAccessTokenHash, transferAffQuota } from '@gateway/db';
import { affTransferInput, hashAccessToken, messages, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { generateAffCode } from '../../services/aff-code.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';
import { generateAccessToken } from '../../services/verification/code-secrets.ts';

/**
 * GET /api/user/token (API-USR-013, SH-078): a new system access token, replacing the old one. It is
 * answered once and stored only as its SHA-256; it signs in /api calls as `Authorization` (with
 * New-Api-User), like new-api's, and ends with the sessions (password, role or status change, ADR 0017).
 *
 * GET /api/user/aff (API-USR-014, SH-079): the caller's invitation code, made on first ask.
 * POST /api/user/aff_transfer (API-USR-015, SH-080): moves invitation reward into the balance; at least
 * one quota unit (QuotaPerUnit), never more than the reward (one conditional UPDATE).
 */
export function userAccountRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .get('/user/token', signedIn, async (context) => {
      const token = generateAccessToken();
      await setAccessTokenHash(platform.db, context.get('user').id, await hashAccessToken(token));
      return ok(context, token);
    })
    .get('/user/aff', signedIn, async (context) => {
      const user = context.get('user');
      if (user.aff_code) return ok(context, user.aff_code);
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = generateAffCode();
        try {
          if (await assignAffCodeIfMissing(platform.db, user.id, code)) return ok(context, code);
        } catch (error) {
          // Another user (live or deleted) holds the code: draw again.
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        // A concurrent request gave the user a code first: answer that one.
        const current = await findUserById(platform.db, user.id);
        if (current?.aff_code) return ok(context, current.aff_code);
      }
      throw new Error('could not assign an invitation code after 5 attempts');
    })
    .post('/user/aff_transfer', signedIn, async (context) => {
      const input = await parseJsonBody(context, affTransferInput);
      if (!input.ok) return input.response;
      if (input.data.quota < options.getNumber('QuotaPerUnit')) return fail(context, messages.affQuotaTooSmall, 400);
      const user = context.get('user');
      if (!(await transferAffQuota(platform.db, user.id, input.data.quota))) return fail(context, messages.affQuotaInsufficient, 400);
      // The balance rose: a warning sent for an earlier dip may go out again at the next one.
      platform.waitUntil(services.quotaWarnings.observe([user.id]));
      return ok(context);
    });
}
