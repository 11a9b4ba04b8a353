import { Hono } from 'hono';
import { listEnabledModelsOfGroups } from '@gateway/db';
import { buildModelsByChannelType, Role } from '@gateway/domain';
import { ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { userUsableGroups } from '../../services/token-groups.ts';

/**
 * What a signed-in user may choose for a token (TW-019, TW-021): the models served in any of
 * their usable groups, and those groups with description and ratio; and new-api's map of channel
 * type to known model names (API-OPT-004), which is the same for everyone.
 */
export function userModelRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const signedIn = requireRole(platform, Role.Common);
  const modelsByChannelType = buildModelsByChannelType();

  return new Hono<GatewayEnv>()
    .get('/user/models', signedIn, async (context) => {
      const groups = [...userUsableGroups(options, context.get('user').group).keys()];
      return ok(context, await listEnabledModelsOfGroups(platform.db, groups));
    })
    .get('/models', signedIn, (context) => ok(context, modelsByChannelType))
    .get('/user/self/groups', signedIn, (context) => ok(context, Object.fromEntries(userUsableGroups(options, context.get('user').group))));
}
