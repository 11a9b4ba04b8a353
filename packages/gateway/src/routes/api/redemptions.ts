import { Hono } from 'hono';
import { z } from 'zod';
import {
  findRedemptionById,
  insertRedemption,
  listRedemptions,
  searchRedemptions,
  setUnusedRedemptionStatus,
  softDeleteRedemption,
  updateUnusedRedemption,
  writeAtomically,
} from '@gateway/db';
import {
  createRedemptionInput,
  messages,
  pageQuerySchema,
  redeemInput,
  RedemptionStatus,
  redemptionStatusInput,
  Role,
  toOffset,
  toPage,
  updateRedemptionInput,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { idParam } from '../../http/id-param.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { describeQuota } from '../../services/quota-text.ts';
import { generateRedemptionKey } from '../../services/redemption-keys.ts';
import { redeemCode } from '../../services/redemption-service.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';
import { toDeletedAt } from '../../services/deleted-at.ts';
import { isStatusOnly } from './tokens.ts';

const searchQuery = z.object({ keyword: z.string().trim().max(64, { error: 'must be at most 64 characters' }).default('') });
const KEY_ATTEMPTS = 3;

/** A code as the API answers it: its columns plus new-api's `DeletedAt` beside our `deleted_at`. */
function toCodeView<Row extends { deleted_at: number | null }>(row: Row): Row & { DeletedAt: string | null } {
  return { ...row, DeletedAt: toDeletedAt(row.deleted_at) };
}

/**
 * Redemption codes: admin management (API-RED-001…007) and redeeming (POST /api/user/topup,
 * API-WAL-001). Paging follows new-api's rule like every list (pageQuerySchema: 1-based `p`).
 */
export function redemptionRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const adminOnly = requireRole(platform, Role.Admin);
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .get('/redemption', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const result = await listRedemptions(platform.db, { offset: toOffset(page.data), limit: page.data.page_size });
      return ok(context, toPage(result.items.map(toCodeView), result.total, page.data));
    })
    .get('/redemption/search', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const search = parseQuery(context, searchQuery);
      if (!search.ok) return search.response;
      const result = await searchRedemptions(platform.db, { keyword: search.data.keyword, offset: toOffset(page.data), limit: page.data.page_size });
      return ok(context, toPage(result.items.map(toCodeView), result.total, page.data));
    })
    .get('/redemption/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.redemptionNotFound, 404);
      const code = await findRedemptionById(platform.db, params.data.id);
      if (!code) return fail(context, messages.redemptionNotFound, 404);
      return ok(context, toCodeView(code));
    })
    .post('/redemption', adminOnly, async (context) => {
      const input = await parseJsonBody(context, createRedemptionInput);
      if (!input.ok) return input.response;
      const { name, quota, count } = input.data;
      const nowSeconds = services.nowSeconds();
      for (let attempt = 1; ; attempt++) {
        try {
          // All codes or none (a transaction, or one D1 batch — ADR 0037): a failure half-way must not leave codes the admin never saw.
          const keys = await writeAtomically(platform.db, async (transaction) => {
            const created: string[] = [];
            for (let index = 0; index < count; index++) {
              const key = generateRedemptionKey();
              await insertRedemption(transaction, {
                user_id: context.get('user').id,
                key,
                name,
                quota,
                status: RedemptionStatus.Unused,
                created_time: nowSeconds,
              });
              created.push(key);
            }
            return created;
          });
          return ok(context, keys);
        } catch (error) {
          if (isUniqueViolation(error) && attempt < KEY_ATTEMPTS) continue;
          throw error;
        }
      }
    })
    .put('/redemption', adminOnly, async (context) => {
      if (isStatusOnly(context.req.query('status_only'))) {
        const input = await parseJsonBody(context, redemptionStatusInput);
        if (!input.ok) return input.response;
        const code = await findRedemptionById(platform.db, input.data.id);
        if (!code) return fail(context, messages.redemptionNotFound, 404);
        if (!(await setUnusedRedemptionStatus(platform.db, code.id, input.data.status))) {
          return fail(context, input.data.status === RedemptionStatus.Unused ? messages.redemptionUsedCannotEnable : messages.redemptionNotEditable, 409);
        }
        return ok(context, toCodeView({ ...code, status: input.data.status }));
      }
      const input = await parseJsonBody(context, updateRedemptionInput);
      if (!input.ok) return input.response;
      const code = await findRedemptionById(platform.db, input.data.id);
      if (!code) return fail(context, messages.redemptionNotFound, 404);
      if (!(await updateUnusedRedemption(platform.db, code.id, { name: input.data.name, quota: input.data.quota }))) {
        return fail(context, messages.redemptionNotEditable, 409);
      }
      return ok(context, toCodeView({ ...code, name: input.data.name, quota: input.data.quota }));
    })
    .delete('/redemption/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.redemptionNotFound, 404);
      if (!(await softDeleteRedemption(platform.db, params.data.id, services.nowSeconds()))) return fail(context, messages.redemptionNotFound, 404);
      return ok(context);
    })
    .post('/user/topup', signedIn, async (context) => {
      const input = await parseJsonBody(context, redeemInput);
      if (!input.ok) return input.response;
      // An empty code has its own message, not the unknown-code one.
      if (input.data.key === '') return fail(context, messages.redemptionCodeRequired, 400);
      const user = context.get('user');
      const result = await redeemCode(platform.db, input.data.key, {
        userId: user.id,
        username: user.username,
        nowSeconds: services.nowSeconds(),
        describeQuota: (quota) => describeQuota(quota, options),
      });
      if (!result.ok) return fail(context, result.message, 400);
      // The balance rose: arm the quota warning again for the next dip.
      platform.waitUntil(services.quotaWarnings.observe([user.id]));
      return ok(context, result.quota);
    });
}
