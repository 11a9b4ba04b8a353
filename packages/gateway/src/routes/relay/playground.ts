import { Hono } from 'hono';
import type { TokenRow } from '@gateway/db';
import { Role, TokenStatus } from '@gateway/domain';
import { modelRateLimit } from '../../middleware/model-rate-limit/index.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { userUsableGroups } from '../../services/token-groups.ts';
import { localError, relayError } from './relay-error.ts';
import { relayHandler } from './relay-handler.ts';

/**
 * The playground's stand-in for an API token: unlimited, so only the user's quota is reserved and
 * settled; id 0, so the usage log touches no token counters. Named `playground-<group>` in the log.
 */
function playgroundToken(userId: number, group: string): TokenRow {
  return {
    id: 0,
    user_id: userId,
    key: '',
    status: TokenStatus.Enabled,
    name: `playground-${group}`,
    created_time: 0,
    accessed_time: 0,
    expired_time: -1,
    remain_quota: 0,
    unlimited_quota: 1,
    model_limits_enabled: 0,
    model_limits: '',
    allow_ips: '',
    used_quota: 0,
    group,
    deleted_at: null,
  };
}

/**
 * POST /pg/chat/completions: the console playground, signed in by session (an
 * access token is refused), optionally in another usable group (`group` in the body), through the
 * same relay path as /v1 with the user's quota only.
 */
export function playgroundRoutes(services: GatewayServices) {
  const relay = relayHandler(services, 'chat', { localFields: ['group'] });
  return new Hono<RelayEnv>().post('/chat/completions', requireRole(services.platform, Role.Common), modelRateLimit(services), async (context) => {
    if (context.get('authMethod') !== 'session')
      return relayError(context, 400, localError('The playground needs a signed-in session; access tokens are not supported', 'access_token_not_supported'));
    const user = context.get('user');
    // The body is parsed here for `group` and once more by the relay handler (Hono caches the text): the playground is not a hot path.
    let requested: unknown;
    try {
      requested = ((await context.req.json()) as { group?: unknown } | null)?.group;
    } catch {
      requested = undefined;
    }
    const group = typeof requested === 'string' && requested !== '' ? requested : user.group;
    if (group !== user.group && !userUsableGroups(services.options, user.group).has(group)) {
      return relayError(context, 403, localError(`No access to group ${group}`, 'group_not_allowed', 'group'));
    }
    context.set('relay', { token: playgroundToken(user.id, group), user, group, channelId: null });
    return relay(context);
  });
}
