import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/platform/redis/redis-rate-limiter.ts';
import { REDIS_SKIP_MESSAGE, redisServerBinary, startRedisServer, type RedisTestServer } from '@gateway/db/testing';

const available = redisServerBinary() !== null;

/** With Redis the limits are exact across instances — here three clients stand for three instances. */
describe.skipIf(!available)(`Redis rate limiter${available ? '' : ` (${REDIS_SKIP_MESSAGE})`}`, () => {
  let server: RedisTestServer;
  let clients: Redis[];

  beforeAll(async () => {
    server = await startRedisServer();
    clients = [0, 1, 2].map(() => new Redis(server.url));
  }, 60_000);

  afterAll(async () => {
    for (const client of clients ?? []) client.disconnect();
    await server?.stop();
  });

  it('a limit of L lets exactly L of N concurrent requests through, spread over three instances', async () => {
    const limiters = clients.map((client) => createRedisRateLimiter(client));
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, index) => limiters[index % 3]!.consume('critical:203.0.113.7', 17, 60_000)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(17);
    const refused = decisions.find((decision) => !decision.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(
      decisions
        .filter((decision) => decision.allowed)
        .map((decision) => decision.remaining)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 17 }, (_, index) => index));
  });

  it('keys are independent, and a released hit frees its slot on every instance', async () => {
    const [first, second] = clients.map((client) => createRedisRateLimiter(client));
    const allowed = await first!.consume('model:7', 1, 60_000);
    expect(allowed.allowed).toBe(true);
    expect((await second!.consume('model:7', 1, 60_000)).allowed).toBe(false);
    expect((await second!.consume('model:8', 1, 60_000)).allowed).toBe(true);
    await first!.release('model:7', allowed.hit!);
    expect((await second!.consume('model:7', 1, 60_000)).allowed).toBe(true);
    await first!.release('model:7', 'never-counted');
  });

  it('the window slides: a hit leaves after its window, and the key expires in Redis', async () => {
    const limiter = createRedisRateLimiter(clients[0]!);
    expect((await limiter.consume('short', 1, 200)).allowed).toBe(true);
    expect((await limiter.consume('short', 1, 200)).allowed).toBe(false);
    let decision = await limiter.consume('short', 1, 200);
    while (!decision.allowed) {
      await new Promise((done) => setTimeout(done, 50));
      decision = await limiter.consume('short', 1, 200);
    }
    let ttl = await clients[0]!.pttl('gw:rl:short');
    expect(ttl).toBeLessThanOrEqual(200);
    while (ttl > 0) {
      await new Promise((done) => setTimeout(done, 50));
      ttl = await clients[0]!.pttl('gw:rl:short');
    }
    expect(await clients[0]!.exists('gw:rl:short')).toBe(0);
  });
});
