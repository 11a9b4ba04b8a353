import { Hono } from 'hono';
import type { Executor, LogFilters } from '@gateway/db';
import { Role } from '@gateway/domain';
import type { GatewayEnv } from '../../../http/gateway-env.ts';
import { parseQuery } from '../../../http/parse-input.ts';
import { requireRole } from '../../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../../services/gateway-services.ts';
import { logFilterQuery, toLogFilters } from '../log-query.ts';
import type { ExportAudience } from './log-csv-columns.ts';
import { logCsvStream } from './log-csv-stream.ts';

/** The download: streamed from the database batch by batch, never buffered whole. */
function csvResponse(db: Executor, filters: LogFilters, audience: ExportAudience, nowSeconds: number): Response {
  const stamp = new Date(nowSeconds * 1000).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return new Response(logCsvStream(db, filters, audience), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="usage-log-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * CSV export of the usage log (ADR 0041): GET /api/log/export (admin, every user's
 * rows) and GET /api/log/self/export (the caller's own rows, admin_info stripped), with exactly the
 * filters of GET /api/log/ and /api/log/self/ (the self export ignores username and channel like its
 * list). Bad filters answer 400 before a byte of CSV.
 */
export function logExportRoutes(services: GatewayServices) {
  const { platform } = services;
  return new Hono<GatewayEnv>()
    .get('/log/export', requireRole(platform, Role.Admin), (context) => {
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      return csvResponse(platform.db, toLogFilters(query.data), 'admin', services.nowSeconds());
    })
    .get('/log/self/export', requireRole(platform, Role.Common), (context) => {
      const query = parseQuery(context, logFilterQuery);
      if (!query.ok) return query.response;
      return csvResponse(platform.db, toLogFilters(query.data, context.get('user').id), 'self', services.nowSeconds());
    });
}
