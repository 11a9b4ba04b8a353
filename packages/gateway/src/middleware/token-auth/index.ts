import type { Context, MiddlewareHandler } from 'hono';
import { markTokenStatus, type TokenRow, type UserRow } from '@gateway/db';
import { isIpAllowed, isTokenExpired, maskTokenKey, Role, stripTokenKeyPrefix, TokenStatus, UserStatus } from '@gateway/domain';
import type { GatewayVariables } from '../../http/gateway-env.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { isKnownGroup, userUsableGroups } from '../../services/token-groups.ts';
import { openAiError } from './openai-error.ts';
import { tokenAuthMessages } from './token-auth-messages.ts';

/** What token authentication establishes for the relay routes behind it. */
export interface RelayCaller {
  token: TokenRow;
  user: UserRow;
  /** The token's group when set, else the user's: channel selection and billing use it. */
  group: string;
  /** Admin-only `sk-<key>-<channelId>` pin; null without one. */
  channelId: number | null;
}

export type RelayEnv = { Variables: GatewayVariables & { relay: RelayCaller } };

const CHANNEL_ID_FORMAT = /^[0-9]{1,15}$/;

/**
 * The key a request carries: `Authorization: Bearer …`, or `x-api-key` on the Claude-format
 * /v1/messages path (as new-api reads it).
 */
function presentedKey(path: string, header: (name: string) => string | undefined): string {
  const apiKey = header('x-api-key');
  if (path.includes('/v1/messages') && apiKey !== undefined && apiKey.trim() !== '') return apiKey.trim();
  return (header('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** Reads a key the route accepts besides Bearer (Gemini-style routes: `x-goog-api-key`, `?key=`); undefined when absent. */
export type RouteKeyReader = (context: Context<RelayEnv>) => string | undefined;

/**
 * Relay authentication by API key. Refusals are OpenAI-shaped with real statuses:
 * 401 for a missing, unknown, expired or exhausted key, 403 for a banned user, an IP outside the
 * allow-list (single addresses, CIDR ranges, IPv6) or a channel pin by a non-admin. The token comes
 * from the short-lived token cache, the user from the user cache (cleared by every console user write,
 * so a ban made here applies to the next request). `routeKey` lets a route accept its own key
 * carriers; every other route reads only Bearer (and x-api-key on /v1/messages).
 */
export function tokenAuth(services: GatewayServices, routeKey?: RouteKeyReader): MiddlewareHandler<RelayEnv> {
  const { platform, options, tokenCache } = services;
  return async (context, next) => {
    await options.ready();
    const presented = stripTokenKeyPrefix(routeKey?.(context) || presentedKey(context.req.path, (name) => context.req.header(name)));
    if (presented === '') return openAiError(context, 401, tokenAuthMessages.noToken, 'no_token');
    const parts = presented.split('-');
    if (parts.length > 2) return openAiError(context, 401, tokenAuthMessages.invalidToken, 'invalid_token');
    const key = parts[0] ?? '';
    const channelPart = parts[1];
    if (channelPart !== undefined && !CHANNEL_ID_FORMAT.test(channelPart))
      return openAiError(context, 401, tokenAuthMessages.invalidChannel, 'invalid_channel');

    const cached = key === '' ? undefined : await tokenCache.get(key);
    if (cached === undefined) return openAiError(context, 401, tokenAuthMessages.invalidToken, 'invalid_token');
    const { token, allowRules } = cached;
    const nowSeconds = services.nowSeconds();

    if (token.status === TokenStatus.Exhausted) return openAiError(context, 401, tokenAuthMessages.exhausted(maskTokenKey(token.key)), 'token_exhausted');
    if (token.status === TokenStatus.Expired) return openAiError(context, 401, tokenAuthMessages.expired, 'token_expired');
    if (token.status !== TokenStatus.Enabled) return openAiError(context, 401, tokenAuthMessages.unavailable, 'token_unavailable');
    if (isTokenExpired(token.expired_time, nowSeconds)) {
      await markTokenStatus(platform.db, token.id, TokenStatus.Expired);
      tokenCache.invalidate(token.key);
      return openAiError(context, 401, tokenAuthMessages.expired, 'token_expired');
    }
    if (!token.unlimited_quota && token.remain_quota <= 0) {
      await markTokenStatus(platform.db, token.id, TokenStatus.Exhausted);
      tokenCache.invalidate(token.key);
      return openAiError(context, 401, tokenAuthMessages.exhausted(maskTokenKey(token.key)), 'token_exhausted');
    }

    const user = await services.userCache.get(token.user_id);
    if (user === undefined) return openAiError(context, 401, tokenAuthMessages.invalidToken, 'invalid_token');
    if (user.status !== UserStatus.Enabled) return openAiError(context, 403, tokenAuthMessages.userBanned, 'user_banned');
    if (allowRules.length > 0 && !isIpAllowed(allowRules, platform.clientIp(context))) {
      return openAiError(context, 403, tokenAuthMessages.ipNotAllowed, 'ip_not_allowed');
    }
    if (channelPart !== undefined && user.role < Role.Admin) return openAiError(context, 403, tokenAuthMessages.channelNotAllowed, 'channel_not_allowed');

    if (token.group !== '') {
      if (!userUsableGroups(options, user.group).has(token.group)) {
        return openAiError(context, 403, tokenAuthMessages.groupDisabled(token.group), 'group_disabled');
      }
      if (!isKnownGroup(options, token.group)) return openAiError(context, 403, tokenAuthMessages.groupDeprecated(token.group), 'group_deprecated');
    }

    context.set('relay', {
      token,
      user,
      group: token.group !== '' ? token.group : user.group,
      channelId: channelPart === undefined ? null : Number(channelPart),
    });
    // accessed_time: coalesced in memory, written at most once a minute per token (services/token-access.ts).
    services.tokenAccess.touch(token, nowSeconds);
    await next();
  };
}
