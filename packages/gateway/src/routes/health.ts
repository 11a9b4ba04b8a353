import { Hono } from 'hono';
import { sql } from 'kysely';
import type { GatewayEnv } from '../http/gateway-env.ts';
import type { Platform } from '../platform/platform.ts';

/**
 * GET /healthz for load balancers and orchestrators: 200 while this instance can reach its
 * database, 503 when it cannot. It sits outside /api on purpose: a balancer checks every instance
 * from one address every few seconds, and under /api those checks would spend the per-IP global
 * limit (shared by the fleet through Redis) until the checks themselves were refused and every
 * instance marked down. It says nothing else (no version, no options), so it needs no limit.
 */
export function healthRoutes(platform: Platform) {
  return new Hono<GatewayEnv>().get('/', async (context) => {
    context.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(platform.db);
      return context.json({ status: 'ok' });
    } catch {
      return context.json({ status: 'unavailable' }, 503);
    }
  });
}
