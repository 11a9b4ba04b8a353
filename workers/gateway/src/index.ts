import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import type { QueuedUsageBatch } from '@gateway/db/d1';
import { answerRunOf, createGateway, isGatewayPath, type Gateway, type Platform } from '@gateway/gateway';
import { createBackgroundWork, type BackgroundWork } from './background-work.ts';
import { serveConsole } from './console-assets.ts';
import type { WorkerEnv } from './env.ts';
import { handleMigrate, MIGRATE_PATH } from './migrate-route.ts';
import { migrateOnce } from './migrations.ts';
import { consumeUsage, pruneUsageMessageIds } from './usage-consumer.ts';
import { createWorkerPlatform, workerLogger } from './worker-platform.ts';

export { RateLimiterObject } from './durable-rate-limiter.ts';

interface Isolate {
  platform: Platform;
  gateway: Gateway;
  background: BackgroundWork;
}

// One gateway per isolate and environment object: its caches and batches live as long as the isolate.
const isolates = new WeakMap<WorkerEnv, Isolate>();

function isolateFor(env: WorkerEnv): Isolate {
  let isolate = isolates.get(env);
  if (isolate === undefined) {
    const background = createBackgroundWork((error) => workerLogger.error('background task failed', { error: String(error) }));
    const platform = createWorkerPlatform(env, background);
    isolate = { platform, gateway: createGateway(platform), background };
    isolates.set(env, isolate);
  }
  return isolate;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const { platform, gateway, background } = isolateFor(env);
    background.enter(ctx);
    if (env.MIGRATE_ON_FIRST_REQUEST === 'true') await migrateOnce(platform.db);
    const path = new URL(request.url).pathname;
    if (path === MIGRATE_PATH) return handleMigrate(request, env, platform);
    if (!isGatewayPath(path)) return serveConsole(request, env, gateway);
    const answering = Promise.resolve(gateway.app.fetch(request, env, ctx as never));
    // A client that leaves cancels its request's I/O; the gateway shares in-flight reads between requests
    // (option, token, user and routing caches), so a cancelled one would leave the others waiting forever.
    // waitUntil keeps this request's work alive until its handler is done.
    ctx.waitUntil(
      answering.then(
        () => undefined,
        () => undefined,
      ),
    );
    const response = await answering;
    return background.afterResponse(response, ctx, answerRunOf(ctx));
  },

  /** USAGE_QUEUE consumer: usage batches into D1, each exactly once. */
  async queue(batch: MessageBatch<QueuedUsageBatch>, env: WorkerEnv): Promise<void> {
    await consumeUsage(batch, isolateFor(env).platform);
  },

  /**
   * Cron trigger: pending migrations, the gateway's periodic tasks (channel tests, log retention), then a flush;
   * and the usage-queue ids past the queue's redelivery window are pruned.
   */
  async scheduled(_controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const { platform, background } = isolateFor(env);
    background.enter(ctx);
    await migrateOnce(platform.db);
    ctx.waitUntil(background.runScheduled());
    ctx.waitUntil(pruneUsageMessageIds(platform));
  },
};
