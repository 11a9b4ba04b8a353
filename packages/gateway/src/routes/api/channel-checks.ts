import { Hono } from 'hono';
import { z } from 'zod';
import { findChannelById } from '@gateway/db';
import { fetchModelsInput, messages, Role } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { createTestAllRunner, testChannelById, updateAllBalances, updateBalanceById, type ChannelCheckContext } from '../../services/channel-checks.ts';
import { fetchUpstreamModels, upstreamTarget } from '../../services/channel-upstream.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { idParam } from '../../http/id-param.ts';
import { everyOnceInFleet } from '../../services/fleet-jobs/index.ts';

const testQuery = z.object({ model: z.string().trim().max(255, { error: 'must be at most 255 characters' }).optional() });

/**
 * Channel calls that reach the upstream: fetch models, test, balance. Every
 * request goes through the egress guard with the admin-configured policy (an admin typed the URL).
 */
export function channelCheckRoutes(services: GatewayServices) {
  const { platform } = services;
  const adminOnly = requireRole(platform, Role.Admin);
  const checks: ChannelCheckContext = {
    db: platform.db,
    egress: services.egress,
    now: () => platform.clock.now(),
    health: services.channelHealth,
    invalidateRouting: () => services.routing.invalidate(),
  };
  const testAll = createTestAllRunner(checks, (promise) => platform.waitUntil(promise));
  // CHANNEL_TEST_FREQUENCY: the same runner as GET /channel/test, so a periodic run never overlaps a manual one;
  // in a fleet one instance per period runs it (ADR 0043).
  const testFrequencyMinutes = platform.config.channelTestFrequencyMinutes ?? 0;
  if (testFrequencyMinutes > 0) {
    everyOnceInFleet(platform, 'channel-tests', testFrequencyMinutes * 60_000, async () => {
      await services.options.ready();
      await testAll.start();
    });
  }

  return new Hono<GatewayEnv>()
    .post('/channel/fetch_models', adminOnly, async (context) => {
      const input = await parseJsonBody(context, fetchModelsInput);
      if (!input.ok) return input.response;
      const target = upstreamTarget({ type: input.data.type, base_url: input.data.base_url, key: input.data.key });
      if (!target.ok) return fail(context, target.message, target.status);
      const models = await fetchUpstreamModels(services.egress, target.value);
      return models.ok ? ok(context, models.value) : fail(context, models.message, models.status);
    })
    .get('/channel/fetch_models/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const channel = await findChannelById(platform.db, params.data.id);
      if (channel === undefined) return fail(context, messages.channelNotFound, 404);
      const target = upstreamTarget(channel);
      if (!target.ok) return fail(context, target.message, target.status);
      const models = await fetchUpstreamModels(services.egress, target.value);
      return models.ok ? ok(context, models.value) : fail(context, models.message, models.status);
    })
    .get('/channel/test', adminOnly, async (context) => {
      if (!(await testAll.start())) return fail(context, messages.channelTestRunning, 409);
      return ok(context, testAll.progress());
    })
    .get('/channel/test/progress', adminOnly, (context) => ok(context, testAll.progress()))
    .get('/channel/test/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const query = parseQuery(context, testQuery);
      if (!query.ok) return query.response;
      const result = await testChannelById(checks, params.data.id, query.data.model);
      if (!result.ok) return context.json({ success: false as const, message: result.message, time: 0 }, result.status);
      // `time` (seconds) sits at the top level like new-api's answer, and in `data` for our client.
      const seconds = result.value / 1000;
      return context.json({ success: true as const, message: '', time: seconds, data: { time: seconds } }, 200);
    })
    .get('/channel/update_balance', adminOnly, async (context) => {
      const result = await updateAllBalances(checks);
      return result.ok ? ok(context, result.value) : fail(context, result.message, result.status);
    })
    .get('/channel/update_balance/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const result = await updateBalanceById(checks, params.data.id);
      if (!result.ok) return fail(context, result.message, result.status);
      return context.json({ success: true as const, message: '', balance: result.value, data: { balance: result.value } }, 200);
    });
}
