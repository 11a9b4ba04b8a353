import { Hono } from 'hono';
import type { PricingAnswer, PricingEntry } from '@gateway/domain';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { findSessionUser } from '../../middleware/user-auth/index.ts';
import { acceptsUnsetModels } from '../../services/billing/model-price.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { createPricingCatalogue } from '../../services/pricing-catalogue.ts';
import { userUsableGroups } from '../../services/token-groups.ts';

/** The group a visitor's prices are shown in: signed-out visitors see the default group's ratio. */
const VISITOR_GROUP = 'default';

function withoutUnsetFlag(entries: readonly PricingEntry[]): PricingEntry[] {
  return entries.map((entry) => {
    if (entry.unset !== true) return entry;
    const { unset: _billedAnyway, ...rest } = entry;
    return rest;
  });
}

/**
 * GET /api/pricing (API-PRC-001, PP-001…003), public like new-api's TryUserAuth route: the
 * priced models, and the ratio and description of each group the caller may use (a visitor: those
 * of UserUsableGroups plus the default group). An unset model is flagged only for callers the relay
 * would refuse it to; the others are billed its placeholder ratio and see that.
 */
export function pricingRoutes(services: GatewayServices) {
  const { platform, options, prices } = services;
  const catalogue = createPricingCatalogue(services.routing, prices, options);
  return new Hono<GatewayEnv>().get('/pricing', async (context) => {
    const user = await findSessionUser(platform, context);
    const userGroup = user !== null && user.group !== '' ? user.group : VISITOR_GROUP;
    const usable = userUsableGroups(options, userGroup);
    const entries = await catalogue.entries();
    const answer: PricingAnswer = {
      success: true,
      message: '',
      data: acceptsUnsetModels(user?.setting, options) ? withoutUnsetFlag(entries) : [...entries],
      group_ratio: Object.fromEntries([...usable.keys()].map((group) => [group, prices.groupRatio(group)])),
      usable_group: Object.fromEntries([...usable].map(([group, info]) => [group, info.desc])),
      user_group: userGroup,
    };
    return context.json(answer, 200);
  });
}
