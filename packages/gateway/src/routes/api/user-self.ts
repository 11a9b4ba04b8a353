import { Hono } from 'hono';
import { Role } from '@gateway/domain';
import { ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { toPublicUser } from '../../services/user-view.ts';

/** GET /api/user/self (API-USR-005): the caller's own row, without password and access token. */
export function userSelfRoutes(services: GatewayServices) {
  return new Hono<GatewayEnv>().get('/user/self', requireRole(services.platform, Role.Common), (context) =>
    ok(context, toPublicUser(context.get('user'))),
  );
}
