/**
 * The configurations the fleet bench compares, each on a fresh database of one throwaway PostgreSQL cluster
 * and (when it uses Redis) one throwaway redis-server: gateway instances from the production bundle with one
 * SESSION_SECRET, the first configured through its API like an operator would (relay/gateway.mjs), the others
 * started after it; a balancer in front when the configuration has one. ModelRequestRateLimit is on (limits far
 * above what the bench sends), so every relayed request consumes two limits: in Redis when REDIS_URL is set,
 * in process otherwise — the cost Redis adds is on the request path.
 */
import { createServerDatabase } from '@gateway/db/testing';
import { startBalancer } from './balancer.mjs';
import { configure, startGatewayProcess } from '../relay/gateway.mjs';
import { stopProcess } from '../relay/processes.mjs';

export const CONFIGURATIONS = [
  { name: '1 instance, no Redis', instances: 1, redis: false, balancer: false },
  { name: '1 instance, Redis', instances: 1, redis: true, balancer: false },
  { name: '1 instance, Redis, balancer', instances: 1, redis: true, balancer: true },
  { name: '3 instances, Redis, balancer', instances: 3, redis: true, balancer: true },
];

const LIMIT_OPTIONS = {
  ModelRequestRateLimitEnabled: 'true',
  ModelRequestRateLimitDurationMinutes: '1',
  ModelRequestRateLimitCount: '1000000000',
  ModelRequestRateLimitSuccessCount: '1000000000',
};

/**
 * Starts one configuration. shared: { repoRoot, node, bundle, postgresUrl, redisUrl, upstreamUrl, model }.
 * Answers { name, url, headers, pids, balancer, api (configure's: admin, readBilling), stop() }.
 */
export async function startConfiguration(configuration, shared) {
  const database = await createServerDatabase(shared.postgresUrl, 'postgres');
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'fleet-bench-secret-shared-by-every-instance',
    ...(configuration.redis ? { REDIS_URL: shared.redisUrl } : {}),
  };
  const start = () => startGatewayProcess({ repoRoot: shared.repoRoot, node: shared.node, bundle: shared.bundle, env });
  const instances = [];
  let balancer;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => stopProcess(instance.child).then(() => instance.removeData())));
    await database.drop().catch(() => {});
  };
  try {
    instances.push(await start());
    const api = await configure(instances[0].url, shared.upstreamUrl, shared.model);
    for (const [key, value] of Object.entries(LIMIT_OPTIONS)) await api.admin('PUT', '/api/option/', { key, value });
    instances.push(...(await Promise.all(Array.from({ length: configuration.instances - 1 }, start))));
    if (configuration.balancer)
      balancer = await startBalancer(
        shared.repoRoot,
        instances.map((instance) => instance.url),
      );
    return {
      name: configuration.name,
      url: balancer?.url ?? instances[0].url,
      instanceUrls: instances.map((instance) => instance.url),
      headers: { authorization: api.authorization },
      pids: instances.map((instance) => instance.pid),
      balancer,
      api,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
