import { DurableObject } from 'cloudflare:workers';
import type { RateLimitDecision, RateLimiter } from '@gateway/gateway';
import type { DurableObjectNamespace } from '@cloudflare/workers-types';

interface Hit {
  id: string;
  at: number;
}

/**
 * One sliding window per rate-limit key, kept in a Durable Object (an isolate's memory is not shared). Every key maps to
 * its own object (idFromName), and an object handles one call at a time with no await inside `consume`,
 * so check-and-record is atomic across every isolate: N concurrent calls against L allow exactly min(N, L).
 * The window lives in memory: an evicted object (idle for a while) starts empty, which only forgets
 * requests older than the idle time.
 */
// It reads no binding, so it needs no env type (and env.ts, which names this class, is not imported back).
export class RateLimiterObject extends DurableObject {
  #hits: Hit[] = [];
  #counter = 0;

  consume(limit: number, windowMilliseconds: number): RateLimitDecision {
    const now = Date.now();
    this.#hits = this.#hits.filter((hit) => hit.at > now - windowMilliseconds);
    if (this.#hits.length >= limit) {
      const oldest = this.#hits[0]!.at;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMilliseconds - now) / 1000)) };
    }
    this.#counter += 1;
    const hit = { id: `${now}-${this.#counter}`, at: now };
    this.#hits.push(hit);
    return { allowed: true, remaining: limit - this.#hits.length, retryAfterSeconds: 0, hit: hit.id };
  }

  release(hit: string): void {
    this.#hits = this.#hits.filter((entry) => entry.id !== hit);
  }
}

/** The gateway's RateLimiter on the RATE_LIMITER namespace: one object per key. */
export function createDurableRateLimiter(namespace: DurableObjectNamespace<RateLimiterObject>): RateLimiter {
  const stubOf = (key: string) => namespace.get(namespace.idFromName(key));
  return {
    async consume(key, limit, windowMilliseconds) {
      const decision = await stubOf(key).consume(limit, windowMilliseconds);
      return {
        allowed: decision.allowed,
        remaining: decision.remaining,
        retryAfterSeconds: decision.retryAfterSeconds,
        ...(decision.hit === undefined ? {} : { hit: decision.hit }),
      };
    },
    async release(key, hit) {
      await stubOf(key).release(hit);
    },
  };
}
