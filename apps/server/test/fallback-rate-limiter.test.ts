import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, type RateLimiter } from '@gateway/gateway';
import { createFallbackRateLimiter } from '../src/platform/redis/fallback-rate-limiter.ts';

/** A shared limiter whose backend can be switched off and on, like a Redis that goes away. */
function switchable(): RateLimiter & { down: boolean; released: string[] } {
  const inner = createMemoryRateLimiter();
  const state = {
    down: false,
    released: [] as string[],
    async consume(key: string, limit: number, window: number) {
      if (state.down) throw new Error('Connection is closed.');
      return inner.consume(key, limit, window);
    },
    async release(key: string, hit: string) {
      if (state.down) throw new Error('Connection is closed.');
      state.released.push(hit);
      return inner.release(key, hit);
    },
  };
  return state;
}

describe('rate limits when Redis goes away', () => {
  it('falls back to the instance limiter, warns once a minute, and returns to Redis when it answers', async () => {
    const shared = switchable();
    const warnings: string[] = [];
    let now = 0;
    const limiter = createFallbackRateLimiter(
      shared,
      createMemoryRateLimiter(),
      { info() {}, error() {}, warn: (message) => warnings.push(message) },
      () => now,
    );
    expect((await limiter.consume('k', 1, 60_000)).allowed).toBe(true);
    shared.down = true;
    const local = await limiter.consume('k', 1, 60_000);
    expect(local.allowed).toBe(true);
    expect((await limiter.consume('k', 1, 60_000)).allowed).toBe(false);
    expect(warnings).toHaveLength(1);
    now += 61_000;
    await limiter.consume('other', 5, 60_000);
    expect(warnings).toHaveLength(2);
    await limiter.release('k', local.hit!);
    expect((await limiter.consume('k', 1, 60_000)).allowed).toBe(true);
    shared.down = false;
    expect((await limiter.consume('k', 1, 60_000)).allowed).toBe(false);
  });

  it('a hit counted by Redis is released in Redis; a release while Redis is down is dropped, not thrown', async () => {
    const shared = switchable();
    const limiter = createFallbackRateLimiter(shared, createMemoryRateLimiter(), { info() {}, error() {}, warn() {} });
    const hit = (await limiter.consume('k', 1, 60_000)).hit!;
    await limiter.release('k', hit);
    expect(shared.released).toEqual([hit]);
    const second = (await limiter.consume('k', 1, 60_000)).hit!;
    shared.down = true;
    await expect(limiter.release('k', second)).resolves.toBeUndefined();
  });
});
