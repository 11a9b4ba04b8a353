import { Hono } from 'hono';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { modelRoutes } from './models.ts';

/**
 * Every /v1/* route, relative to /v1. Each route names its API-key authentication itself, so an
 * unknown path still answers the OpenAI-style 404 rather than 401.
 */
export function relayRoutes(services: GatewayServices) {
  return new Hono<RelayEnv>().route('/', modelRoutes(services));
}
