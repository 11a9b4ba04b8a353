import { Hono } from 'hono';
import { parseOptionValue, publicStatusOptions, type StatusPayload } from '@gateway/domain';
import { ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

/**
 * The public status payload (GET /api/status, COM-047/048): every option the registry maps to a
 * status field, typed, plus the values that do not come from options. Only options marked with a
 * `statusField` appear, and the registry never gives a secret one, so no credential leaks here.
 */
export async function buildStatusPayload(services: GatewayServices): Promise<StatusPayload> {
  const { options, platform } = services;
  const values = options.snapshot();
  const payload: Record<string, unknown> = {};
  for (const definition of publicStatusOptions) {
    payload[definition.statusField] = parseOptionValue(definition, values[definition.key] ?? definition.default);
  }
  const filled = (key: string) => options.get(key).trim() !== '';
  payload['version'] = platform.config.version;
  payload['start_time'] = platform.config.startTime;
  payload['setup'] = await services.setup.isDone();
  payload['enable_online_topup'] = filled('PayAddress') && filled('EpayId') && filled('EpayKey');
  // Usage writes are always batched here, but this flag meant new-api's
  // optional cache mode, which has no switch in this gateway.
  payload['enable_batch_update'] = false;
  return payload as StatusPayload;
}

/** GET /api/status (API-SYS-003) and the public option texts (notice, about, home page). */
export function statusRoutes(services: GatewayServices) {
  const { options } = services;
  return new Hono<GatewayEnv>()
    .get('/status', async (context) => ok(context, await buildStatusPayload(services)))
    .get('/notice', (context) => ok(context, options.get('Notice')))
    .get('/about', (context) => ok(context, options.get('About')))
    .get('/home_page_content', (context) => ok(context, options.get('HomePageContent')));
}
