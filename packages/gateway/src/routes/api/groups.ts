import { Hono } from 'hono';
import { Role } from '@gateway/domain';
import { ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { groupNames } from '../../services/groups.ts';

/** GET /api/group/ (API-USR-010), admin: the group names, i.e. the keys of the GroupRatio option. */
export function groupRoutes(services: GatewayServices) {
  return new Hono<GatewayEnv>().get('/group', requireRole(services.platform, Role.Admin), (context) => ok(context, groupNames(services.options)));
}
