import { Hono } from 'hono';
import { z } from 'zod';
import {
  findTokenOfUser,
  insertToken,
  listTokensOfUser,
  searchTokensOfUser,
  softDeleteToken,
  updateToken,
  writeAtomically,
  type TokenRow,
  type TokenUpdate,
} from '@gateway/db';
import {
  createTokenInput,
  isTokenExpired,
  messages,
  pageQuerySchema,
  Role,
  stripTokenKeyPrefix,
  TOKEN_BULK_SUFFIX_LENGTH,
  TokenStatus,
  tokenStatusInput,
  toOffset,
  toPage,
  updateTokenInput,
  type CreateTokenInput,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { idParam } from '../../http/id-param.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { userUsableGroups } from '../../services/token-groups.ts';
import { generateTokenKey, randomAlphanumeric } from '../../services/token-keys.ts';
import { toTokenView } from '../../services/token-view.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';

const searchQuery = z.object({
  keyword: z.string().trim().max(64, { error: 'must be at most 64 characters' }).default(''),
  token: z.string().trim().max(64, { error: 'must be at most 64 characters' }).default(''),
});

/** A freshly generated key colliding with a stored one is astronomically rare; retry a few times. */
const KEY_ATTEMPTS = 3;

type TokenFields = Omit<CreateTokenInput, 'count'>;

/** `?status_only=true` (any value but '' and 'false', as new-api tests for presence). */
export function isStatusOnly(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'false';
}

/**
 * Own API keys (API-TOK-001…007). Every query carries the caller's id, so another
 * user's token answers 404 exactly like a missing one. Keys go back to their owner in full (the
 * console masks and reveals them).
 */
export function tokenRoutes(services: GatewayServices) {
  const { platform, options, tokenCache } = services;
  const signedIn = requireRole(platform, Role.Common);

  /**
   * The reason `fields` cannot be saved for `userGroup`, or null. An edit may keep a token's past
   * expiry unchanged (renaming an expired token); a new or changed expiry must lie in the future.
   */
  function checkFields(fields: TokenFields, userGroup: string, nowSeconds: number, currentExpiry?: number): string | null {
    if (fields.expired_time !== -1 && fields.expired_time <= nowSeconds && fields.expired_time !== currentExpiry) return messages.tokenExpiryInPast;
    if (fields.group !== '' && !userUsableGroups(options, userGroup).has(fields.group)) return messages.tokenGroupNotUsable;
    return null;
  }

  function storedFields(fields: TokenFields): TokenUpdate {
    return {
      name: fields.name,
      remain_quota: fields.remain_quota,
      expired_time: fields.expired_time,
      unlimited_quota: fields.unlimited_quota,
      model_limits_enabled: fields.model_limits_enabled,
      // The list is kept while disabled (so switching back restores it) and ignored by the relay.
      model_limits: fields.model_limits,
      allow_ips: fields.allow_ips,
      group: fields.group,
    };
  }

  return new Hono<GatewayEnv>()
    .get('/token', signedIn, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const result = await listTokensOfUser(platform.db, context.get('user').id, { offset: toOffset(page.data), limit: page.data.page_size });
      return ok(context, toPage(result.items.map(toTokenView), result.total, page.data));
    })
    .get('/token/search', signedIn, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const search = parseQuery(context, searchQuery);
      if (!search.ok) return search.response;
      const result = await searchTokensOfUser(platform.db, context.get('user').id, {
        keyword: search.data.keyword,
        key: stripTokenKeyPrefix(search.data.token),
        offset: toOffset(page.data),
        limit: page.data.page_size,
      });
      return ok(context, toPage(result.items.map(toTokenView), result.total, page.data));
    })
    .get('/token/:id{[0-9]+}', signedIn, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.tokenNotFound, 404);
      const token = await findTokenOfUser(platform.db, params.data.id, context.get('user').id);
      if (!token) return fail(context, messages.tokenNotFound, 404);
      return ok(context, toTokenView(token));
    })
    .post('/token', signedIn, async (context) => {
      const input = await parseJsonBody(context, createTokenInput);
      if (!input.ok) return input.response;
      const user = context.get('user');
      const nowSeconds = services.nowSeconds();
      const { count, ...fields } = input.data;
      const problem = checkFields(fields, user.group, nowSeconds);
      if (problem !== null) return fail(context, problem, 400);

      for (let attempt = 1; ; attempt++) {
        try {
          // All tokens or none: a transaction, or one D1 batch whose inserted ids come back resolved (ADR 0037).
          const ids = await writeAtomically(platform.db, async (transaction) => {
            const created: number[] = [];
            for (let index = 0; index < count; index++) {
              // Tokens after the first get '-' and 6 random letters or digits, so bulk-created names stay distinct.
              const name = index === 0 ? fields.name : `${fields.name}-${randomAlphanumeric(TOKEN_BULK_SUFFIX_LENGTH)}`;
              created.push(
                await insertToken(transaction, {
                  ...storedFields({ ...fields, name }),
                  user_id: user.id,
                  key: generateTokenKey(),
                  status: TokenStatus.Enabled,
                  created_time: nowSeconds,
                  accessed_time: nowSeconds,
                  used_quota: 0,
                }),
              );
            }
            return created;
          });
          const rows = await Promise.all(ids.map((id) => findTokenOfUser(platform.db, id, user.id)));
          return ok(context, rows.filter((row): row is TokenRow => row !== undefined).map(toTokenView));
        } catch (error) {
          if (isUniqueViolation(error) && attempt < KEY_ATTEMPTS) continue;
          throw error;
        }
      }
    })
    .put('/token', signedIn, async (context) => {
      const user = context.get('user');
      const nowSeconds = services.nowSeconds();
      if (isStatusOnly(context.req.query('status_only'))) {
        const input = await parseJsonBody(context, tokenStatusInput);
        if (!input.ok) return input.response;
        const token = await findTokenOfUser(platform.db, input.data.id, user.id);
        if (!token) return fail(context, messages.tokenNotFound, 404);
        if (input.data.status === TokenStatus.Enabled) {
          if (isTokenExpired(token.expired_time, nowSeconds)) return fail(context, messages.tokenExpiredChangeExpiry, 400);
          if (!token.unlimited_quota && token.remain_quota <= 0) return fail(context, messages.tokenExhaustedChangeQuota, 400);
        }
        if (!(await updateToken(platform.db, token.id, { status: input.data.status }))) return fail(context, messages.tokenNotFound, 404);
        tokenCache.invalidate(token.key);
        return ok(context, toTokenView({ ...token, status: input.data.status }));
      }

      const input = await parseJsonBody(context, updateTokenInput);
      if (!input.ok) return input.response;
      const { id, ...fields } = input.data;
      const token = await findTokenOfUser(platform.db, id, user.id);
      if (!token) return fail(context, messages.tokenNotFound, 404);
      const problem = checkFields(fields, user.group, nowSeconds, token.expired_time);
      if (problem !== null) return fail(context, problem, 400);
      // The status stays as it is: a spent quota is caught by relay auth, re-enabling goes through status_only.
      const patch = storedFields(fields);
      if (!(await updateToken(platform.db, token.id, patch))) return fail(context, messages.tokenNotFound, 404);
      tokenCache.invalidate(token.key);
      const saved = await findTokenOfUser(platform.db, token.id, user.id);
      if (!saved) return fail(context, messages.tokenNotFound, 404);
      return ok(context, toTokenView(saved));
    })
    .delete('/token/:id{[0-9]+}', signedIn, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.tokenNotFound, 404);
      const token = await findTokenOfUser(platform.db, params.data.id, context.get('user').id);
      if (!token) return fail(context, messages.tokenNotFound, 404);
      if (!(await softDeleteToken(platform.db, token.id, services.nowSeconds()))) return fail(context, messages.tokenNotFound, 404);
      tokenCache.invalidate(token.key);
      return ok(context);
    });
}
