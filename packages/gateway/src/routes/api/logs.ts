import { Hono } from 'hono';
import { consumeActivity, consumeTotals, listLogs, listLogsWithChannelName, type Executor, type LogFilters, type LogPageRequest } from '@gateway/db';
import { logCursorQuerySchema, messages, pageQuerySchema, Role, toOffset, toPage, type PageQuery } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseQuery } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { deleteLogsInBatches } from '../../services/log-retention/index.ts';
import { deleteLogsQuery, logFilterQuery, toLogFilters } from './log-query.ts';
import { toAdminLogView, toSelfLogView } from './log-view.ts';

const RATE_WINDOW_SECONDS = 60;

/** `p` places the page; `before_id`, when sent, seeks to it (keyset, ADR 0042); now picks the plan for a recent range. */
function toLogPageRequest(page: PageQuery, beforeId: number | undefined, nowSeconds: number): LogPageRequest {
  return { offset: toOffset(page), limit: page.page_size, beforeId, nowSeconds };
}

/**
 * quota/token = consume quota and tokens over the filters (the console reads {quota, token});
 * rpm/tpm = consume requests / tokens in the last 60 s with the same non-time filters (as new-api's
 * /log/stat answers them, for the console's summary chips LOG-001).
 */
async function logStat(db: Executor, filters: LogFilters, nowSeconds: number) {
  const [totals, recent] = await Promise.all([
    consumeTotals(db, filters),
    consumeActivity(db, { ...filters, startTimestamp: nowSeconds - RATE_WINDOW_SECONDS, endTimestamp: undefined }),
  ]);
  return { quota: totals.quota, token: totals.tokens, rpm: recent.requests, tpm: recent.tokens };
}

/**
 * Usage logs (API-LOG-001…005): admin list/stat/delete and the caller's own list/stat. Paging follows
 * new-api's rule like every list (pageQuerySchema: 1-based `p`, below 1 is the first page).
 * Own rows keep their real ids (new-api's `id % 1024` only made rows ambiguous).
 */
export function logRoutes(services: GatewayServices) {
  const { platform } = services;
  const adminOnly = requireRole(platform, Role.Admin);
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .get('/log', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      const cursor = parseQuery(context, logCursorQuerySchema);
      if (!cursor.ok) return cursor.response;
      const result = await listLogsWithChannelName(
        platform.db,
        toLogFilters(query.data),
        toLogPageRequest(page.data, cursor.data.before_id, services.nowSeconds()),
      );
      return ok(context, { ...toPage(result.items.map(toAdminLogView), result.total, page.data), total_capped: result.totalCapped });
    })
    .get('/log/stat', adminOnly, async (context) => {
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      return ok(context, await logStat(platform.db, toLogFilters(query.data), services.nowSeconds()));
    })
    .get('/log/self', signedIn, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      const cursor = parseQuery(context, logCursorQuerySchema);
      if (!cursor.ok) return cursor.response;
      const filters = toLogFilters(query.data, context.get('user').id);
      const result = await listLogs(platform.db, filters, toLogPageRequest(page.data, cursor.data.before_id, services.nowSeconds()));
      return ok(context, { ...toPage(result.items.map(toSelfLogView), result.total, page.data), total_capped: result.totalCapped });
    })
    .get('/log/self/stat', signedIn, async (context) => {
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      return ok(context, await logStat(platform.db, toLogFilters(query.data, context.get('user').id), services.nowSeconds()));
    })
    .delete('/log', adminOnly, async (context) => {
      const query = parseQuery(context, deleteLogsQuery);
      if (!query.ok) return query.response;
      const target = query.data.target_timestamp;
      if (target === undefined) return fail(context, messages.targetTimestampRequired, 400);
      return ok(context, await deleteLogsInBatches(platform.db, target));
    });
}
