import { Hono } from 'hono';
import { tokenAuth, type RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

/** What an unlimited token reports as its hard limit (new-api's figure). */
const UNLIMITED_AMOUNT = 100_000_000;

/**
 * The OpenAI legacy billing routes, for clients such as NextChat that show a
 * balance: `subscription` answers the limit, `usage` the used amount in cents. With
 * DisplayTokenStatEnabled the figures are the token's (remain + used), else the user's (quota +
 * used); in USD when DisplayInCurrencyEnabled, else in raw quota.
 */
export function dashboardBillingRoutes(services: GatewayServices) {
  const { options } = services;
  const authenticated = tokenAuth(services);

  function toDisplay(quota: number): number {
    return options.getBoolean('DisplayInCurrencyEnabled') ? quota / options.getNumber('QuotaPerUnit') : quota;
  }

  return new Hono<RelayEnv>()
    .get('/dashboard/billing/subscription', authenticated, (context) => {
      const { token, user } = context.get('relay');
      const byToken = options.getBoolean('DisplayTokenStatEnabled');
      let amount: number;
      let accessUntil = 0;
      if (byToken) {
        amount = token.unlimited_quota ? UNLIMITED_AMOUNT : toDisplay(Number(token.remain_quota) + Number(token.used_quota));
        accessUntil = Number(token.expired_time) === -1 ? 0 : Number(token.expired_time);
      } else {
        amount = toDisplay(Number(user.quota) + Number(user.used_quota));
      }
      return context.json({
        object: 'billing_subscription',
        has_payment_method: true,
        soft_limit_usd: amount,
        hard_limit_usd: amount,
        system_hard_limit_usd: amount,
        access_until: accessUntil,
      });
    })
    .get('/dashboard/billing/usage', authenticated, (context) => {
      const { token, user } = context.get('relay');
      const used = options.getBoolean('DisplayTokenStatEnabled') ? Number(token.used_quota) : Number(user.used_quota);
      return context.json({ object: 'list', total_usage: toDisplay(used) * 100 });
    });
}
