import { Hono } from 'hono';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { channelCheckRoutes } from './channel-checks.ts';
import { channelRoutes } from './channels.ts';
import { groupRoutes } from './groups.ts';
import { loginRoutes } from './login.ts';
import { optionRoutes } from './options.ts';
import { optionToolRoutes } from './option-tools.ts';
import { registerRoutes } from './register.ts';
import { setupRoutes } from './setup.ts';
import { statusRoutes } from './status.ts';
import { userAdminRoutes } from './users.ts';
import { userManageRoutes } from './user-manage.ts';
import { userSelfRoutes } from './user-self.ts';
import { userAccountRoutes } from './user-account.ts';
import { userSettingRoutes } from './user-setting.ts';
import { emailVerificationRoutes } from './email-verification.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { tokenRoutes } from './tokens.ts';
import { userModelRoutes } from './user-models.ts';
import { redemptionRoutes } from './redemptions.ts';
import { walletRoutes } from './wallet.ts';
import { epayRoutes } from './epay.ts';
import { logRoutes } from './logs.ts';
import { logExportRoutes } from './log-export/log-export-routes.ts';
import { dataRoutes } from './data.ts';
import { pricingRoutes } from './pricing.ts';

/**
 * Every /api/* route, relative to /api. Chained so the route types stay visible to the typed
 * client (`ApiRoutes`). Static user paths come before `/user/:id` only for readability: the id
 * route accepts digits only.
 */
export function apiRoutes(services: GatewayServices) {
  return new Hono<GatewayEnv>()
    .route('/', statusRoutes(services))
    .route('/', setupRoutes(services))
    .route('/', loginRoutes(services))
    .route('/', registerRoutes(services))
    .route('/', emailVerificationRoutes(services))
    .route('/', passwordResetRoutes(services))
    .route('/', userSelfRoutes(services))
    .route('/', userAccountRoutes(services))
    .route('/', userSettingRoutes(services))
    .route('/', userManageRoutes(services))
    .route('/', userAdminRoutes(services))
    .route('/', groupRoutes(services))
    .route('/', optionRoutes(services))
    .route('/', optionToolRoutes(services))
    .route('/', channelRoutes(services))
    .route('/', channelCheckRoutes(services))
    .route('/', tokenRoutes(services))
    .route('/', userModelRoutes(services))
    .route('/', redemptionRoutes(services))
    .route('/', walletRoutes(services))
    .route('/', epayRoutes(services))
    .route('/', logRoutes(services))
    .route('/', logExportRoutes(services))
    .route('/', dataRoutes(services))
    .route('/', pricingRoutes(services));
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
