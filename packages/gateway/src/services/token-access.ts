import { touchTokensAccessedTime, writeAtomically, type Executor } from '@gateway/db';
import type { Logger } from '../platform/platform.ts';

/**
 * `tokens.accessed_time` without a write per request: each use is noted in memory, a token is
 * written at most once per `intervalSeconds`, and the writes of one `flushDelayMs` window go to the
 * database together, after the response (waitUntil on Workers). The console shows minutes-level
 * "last used", so a minute of staleness is invisible.
 */
export interface TokenAccessRecorder {
  /** Notes a use; cheap (two map lookups) when the token was written within the interval. */
  touch(token: { id: number; accessed_time: number }, nowSeconds: number): void;
  /** Writes what is pending now (shutdown, tests). */
  flush(): Promise<void>;
}

export interface TokenAccessOptions {
  db: Executor;
  logger: Logger;
  waitUntil(promise: Promise<unknown>): void;
  intervalSeconds?: number;
  flushDelayMs?: number;
}

/** Tokens remembered at most; past it the oldest half is forgotten (they may be written once more). */
const MAX_REMEMBERED = 100_000;

export function createTokenAccessRecorder(options: TokenAccessOptions): TokenAccessRecorder {
  const intervalSeconds = options.intervalSeconds ?? 60;
  const flushDelayMs = options.flushDelayMs ?? 1_000;
  const lastWritten = new Map<number, number>();
  let pending = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let releaseWaitUntil: (() => void) | null = null;
  let writing: Promise<void> = Promise.resolve();

  function forgetOldest(): void {
    let drop = lastWritten.size / 2;
    for (const id of lastWritten.keys()) {
      if (drop-- <= 0) break;
      lastWritten.delete(id);
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    // The promise handed to waitUntil when the timer started settles with this flush, early or not.
    const release = releaseWaitUntil;
    releaseWaitUntil = null;
    if (pending.size === 0) {
      release?.();
      return writing;
    }
    const batch = pending;
    pending = new Map();
    writing = writing
      // One transaction, or one D1 batch (ADR 0037): one round trip however many tokens were used.
      .then(() => writeAtomically(options.db, (transaction) => touchTokensAccessedTime(transaction, batch)))
      .catch((error: unknown) => {
        // Losing a "last used" time is harmless; it is retried on the token's next use after the interval.
        options.logger.warn('token accessed_time write failed', { tokens: batch.size, error: error instanceof Error ? error.message : String(error) });
      });
    if (release !== null) void writing.then(release);
    return writing;
  }

  return {
    touch(token, nowSeconds) {
      const last = Math.max(lastWritten.get(token.id) ?? 0, token.accessed_time);
      if (nowSeconds - last < intervalSeconds) return;
      if (lastWritten.size >= MAX_REMEMBERED) forgetOldest();
      lastWritten.set(token.id, nowSeconds);
      pending.set(token.id, nowSeconds);
      if (timer === null) {
        const written = new Promise<void>((resolve) => {
          releaseWaitUntil = resolve;
          timer = setTimeout(() => {
            timer = null;
            void flush();
          }, flushDelayMs);
        });
        options.waitUntil(written);
      }
    },
    flush,
  };
}
