import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (milliseconds: number) => (time += milliseconds) };
}

describe('createMemoryRateLimiter', () => {
  it('allows `limit` requests per window and refuses the next one with a retry hint', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter({ now: clock.now });
    for (let index = 0; index < 3; index++) {
      const decision = await limiter.consume('ip', 3, 10_000);
      expect(decision).toMatchObject({ allowed: true, remaining: 2 - index });
    }
    clock.advance(4_000);
    const refused = await limiter.consume('ip', 3, 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(6);
  });

  it('slides: a request becomes possible once the oldest hit leaves the window', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter({ now: clock.now });
    await limiter.consume('ip', 2, 10_000);
    clock.advance(5_000);
    await limiter.consume('ip', 2, 10_000);
    expect((await limiter.consume('ip', 2, 10_000)).allowed).toBe(false);
    clock.advance(5_000);
    expect((await limiter.consume('ip', 2, 10_000)).allowed).toBe(true);
    // The hit at +5 s is still inside the window, so the next one is refused again.
    expect((await limiter.consume('ip', 2, 10_000)).allowed).toBe(false);
  });

  it('does not count refused requests, so hammering does not extend the block', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter({ now: clock.now });
    await limiter.consume('ip', 1, 1_000);
    for (let index = 0; index < 10; index++) {
      clock.advance(50);
      expect((await limiter.consume('ip', 1, 1_000)).allowed).toBe(false);
    }
    clock.advance(500);
    expect((await limiter.consume('ip', 1, 1_000)).allowed).toBe(true);
  });

  it('keeps keys independent', async () => {
    const limiter = createMemoryRateLimiter({ now: fakeClock().now });
    expect((await limiter.consume('a', 1, 1_000)).allowed).toBe(true);
    expect((await limiter.consume('a', 1, 1_000)).allowed).toBe(false);
    expect((await limiter.consume('b', 1, 1_000)).allowed).toBe(true);
  });

  it('sweeps idle keys lazily and caps the number of keys', async () => {
    const clock = fakeClock();
    const limiter = createMemoryRateLimiter({ now: clock.now, maxKeys: 3, pruneIntervalMilliseconds: 1_000 });
    for (const key of ['a', 'b', 'c', 'd']) await limiter.consume(key, 5, 500);
    expect(limiter.size()).toBe(3);
    clock.advance(1_000);
    await limiter.consume('e', 5, 500);
    // a-d are idle longer than their window: only the new key is left.
    expect(limiter.size()).toBe(1);
  });

  it('evicts the least recently used key first', async () => {
    const limiter = createMemoryRateLimiter({ now: fakeClock().now, maxKeys: 2 });
    await limiter.consume('a', 1, 60_000);
    await limiter.consume('b', 1, 60_000);
    await limiter.consume('a', 1, 60_000); // refused, but touches "a"
    await limiter.consume('c', 1, 60_000); // evicts "b"
    expect((await limiter.consume('a', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.consume('b', 1, 60_000)).allowed).toBe(true);
  });

  it('release un-counts one allowed request, and ignores unknown hits', async () => {
    const limiter = createMemoryRateLimiter({ now: fakeClock().now });
    const first = await limiter.consume('k', 2, 10_000);
    const second = await limiter.consume('k', 2, 10_000);
    expect((await limiter.consume('k', 2, 10_000)).allowed).toBe(false);
    // Both hits share one millisecond: releasing one frees exactly one slot.
    expect(first.hit).toBe(second.hit);
    await limiter.release('k', first.hit!);
    expect((await limiter.consume('k', 2, 10_000)).allowed).toBe(true);
    expect((await limiter.consume('k', 2, 10_000)).allowed).toBe(false);
    await limiter.release('k', '12345');
    await limiter.release('missing', first.hit!);
    expect((await limiter.consume('k', 2, 10_000)).allowed).toBe(false);
  });
});
