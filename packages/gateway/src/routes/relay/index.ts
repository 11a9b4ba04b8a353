import { Hono } from 'hono';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { dashboardBillingRoutes } from './dashboard-billing.ts';
import { geminiNativeRoutes } from './gemini-native.ts';
import { modelRoutes } from './models.ts';
import { relayOperationRoutes } from './relay-operations.ts';

/** The legacy billing routes also answer without the /v1 prefix, as in new-api. */
export { dashboardBillingRoutes } from './dashboard-billing.ts';

/**
 * Every /v1/* route, relative to /v1. Each route names its API-key authentication itself, so an
 * unknown path still answers the OpenAI-style 404 rather than 401.
 */

export function relayRoutes(services: GatewayServices) {
  return (
    new Hono<RelayEnv>()
      .route('/', modelRoutes(services))
      .route('/', relayOperationRoutes(services))
      // Gemini-native generateContent on the v1 path too (Google's clients configured for apiVersion v1).
      .route('/', geminiNativeRoutes(services))
      .route('/', dashboardBillingRoutes(services))
  );
}
