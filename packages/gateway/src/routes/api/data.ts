import { Hono, type Context } from 'hono';
import { aggregateQuotaData } from '@gateway/db';
import { messages, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseQuery, type FailureResponse } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { dataQuery, resolveDataRange, resolveGranularity, type DataQuery } from './data-query.ts';

type Parsed = { ok: true; query: DataQuery; start: number; end: number } | { ok: false; response: FailureResponse };

function parseDataQuery(context: Context<GatewayEnv>, nowSeconds: number): Parsed {
  const parsed = parseQuery(context, dataQuery);
  if (!parsed.ok) return parsed;
  const range = resolveDataRange(parsed.data, nowSeconds);
  if (!range.ok) return { ok: false, response: fail(context, range.tooLong ? messages.timeSpanTooLong : range.message, 400) };
  return { ok: true, query: parsed.data, start: range.start, end: range.end };
}

/**
 * The data dashboard (LOG-053/054, GET /api/data): quota, tokens and requests per model and
 * hour/day/week bucket from the quota_data rollups, in new-api's row shape. Admins see everyone
 * (optionally one username, or one row per user with group_by=user); users see their own rows. All users
 * summed per model read the cross-user rollup quota_data_models (ADR 0046), whatever the number of users.
 */
export function dataRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const adminOnly = requireRole(platform, Role.Admin);
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .get('/data', adminOnly, async (context) => {
      const parsed = parseDataQuery(context, services.nowSeconds());
      if (!parsed.ok) return parsed.response;
      const { query, start, end } = parsed;
      const rows = await aggregateQuotaData(platform.db, {
        startTimestamp: start,
        endTimestamp: end,
        granularity: resolveGranularity(query.granularity, options.get('DataExportDefaultTime')),
        username: query.username || undefined,
        perUser: query.group_by === 'user',
      });
      return ok(context, rows);
    })
    .get('/data/self', signedIn, async (context) => {
      const parsed = parseDataQuery(context, services.nowSeconds());
      if (!parsed.ok) return parsed.response;
      const { query, start, end } = parsed;
      const user = context.get('user');
      const rows = await aggregateQuotaData(platform.db, {
        startTimestamp: start,
        endTimestamp: end,
        granularity: resolveGranularity(query.granularity, options.get('DataExportDefaultTime')),
        userId: user.id,
        perUser: false,
      });
      return ok(
        context,
        rows.map((row) => ({ ...row, username: user.username })),
      );
    });
}
