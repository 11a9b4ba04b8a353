import { BatchOutcomeUnknownError, type Executor } from '@gateway/db';
import type { Logger } from '../../platform/platform.ts';
import type { PreparedEntry } from './usage-log-entry.ts';
import { writeBatch } from './write-batch.ts';

/**
 * Attempts of one batch under one id, and the pauses before the second and third: enough for a passing fault
 * or a connection replaced after it dropped around COMMIT. The id makes every attempt after one that landed
 * write nothing (ADR 0050).
 */
export const BATCH_ATTEMPTS = 3;
/** 50 ms before the second attempt, 250 ms before the third. */
const pauseBeforeMs = (attempt: number) => 50 * 5 ** (attempt - 1);

/** How a batch whose outcome is unknown is retried: first after `firstDelayMs`, doubling up to 30 s, for `forMs`. */
export interface HeldBatchRetry {
  firstDelayMs: number;
  forMs: number;
}
/** One second, then 2, 4 … 30 s, for ten minutes: a database restart or a failover is over well within that. */
export const HELD_BATCH_RETRY: Readonly<HeldBatchRetry> = { firstDelayMs: 1_000, forMs: 10 * 60_000 };
const MAX_HELD_DELAY_MS = 30_000;

interface HeldBatch {
  batch: PreparedEntry[];
  heldAt: number;
  /** This batch's own backoff: the pause before its next try, and when that is due. */
  delayMs: number;
  dueAt: number;
}

export interface BatchWriter {
  /** Writes a batch: applied, split entry by entry when it surely did not land, or held while its outcome is unknown. */
  write(batch: PreparedEntry[]): Promise<void>;
  /** Tries the held batches that are due once more under their ids; `final` (shutdown): all of them, and what is still unknown is reported instead of kept. */
  retryHeld(final: boolean): Promise<void>;
  /** How long until held batches should be tried again; null when none is held. */
  nextRetryMs(): number | null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The users whose balance or usage an entry of the batch changed. */
export function touchedUsers(batch: readonly PreparedEntry[]): number[] {
  const ids = new Set<number>();
  for (const entry of batch) if (entry.usedQuotaDelta !== undefined || entry.quotaReturn !== 0) ids.add(entry.userId);
  return [...ids];
}

/**
 * The usage-log writer's way with failures (ADR 0050). A batch is tried under one id; one that surely did not
 * land is written entry by entry, each under its own id, so an entry the database refuses costs only its own row
 * and settlement, never its neighbours'. One whose landing is unknown (the database did not answer, not even to
 * the check of its id) is never split or sent under another id — that could apply it twice — but held and tried
 * again under the same id until the database answers, for `retry.forMs`; only then is it reported.
 */
export function createBatchWriter(options: { db: Executor; logger: Logger; retry?: HeldBatchRetry; now?: () => number }): BatchWriter {
  const retry = options.retry ?? HELD_BATCH_RETRY;
  const now = options.now ?? (() => Date.now());
  const held = new Map<string, HeldBatch>();

  /** Tries `batch` under `id` up to `attempts` times; answers null once it is applied, else the last error. */
  async function attemptUnderId(batch: PreparedEntry[], id: string, attempts: number): Promise<unknown> {
    let last: unknown = null;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await pause(pauseBeforeMs(attempt));
      try {
        await writeBatch(options.db, batch, id);
        return null;
      } catch (error) {
        last = error;
      }
    }
    return last;
  }

  function hold(batch: PreparedEntry[], id: string, error: BatchOutcomeUnknownError): void {
    held.set(id, { batch, heldAt: now(), delayMs: retry.firstDelayMs, dueAt: now() + retry.firstDelayMs });
    options.logger.warn('usage log batch outcome unknown; retried under its id', { id, entries: batch.length, error: error.message });
  }

  function reportUnknown(batch: readonly PreparedEntry[], id: string, error: unknown): void {
    options.logger.error('usage log batch outcome unknown', { id, entries: batch.length, users: touchedUsers(batch), error: message(error) });
  }

  /** What follows an attempt of `batch` under `id` that ended with `failure` (null: applied). */
  async function settle(batch: PreparedEntry[], id: string, failure: unknown): Promise<void> {
    if (failure === null) return;
    if (failure instanceof BatchOutcomeUnknownError) return hold(batch, id, failure);
    if (batch.length === 1) {
      options.logger.error('usage log batch lost after retry', { entries: 1, error: message(failure) });
      return;
    }
    for (const entry of batch) {
      const entryId = crypto.randomUUID();
      await settle([entry], entryId, await attemptUnderId([entry], entryId, 1));
    }
  }

  async function retryOne(id: string, entry: HeldBatch, final: boolean): Promise<void> {
    held.delete(id);
    const failure = await attemptUnderId(entry.batch, id, 1);
    if (failure instanceof BatchOutcomeUnknownError && (final || now() - entry.heldAt >= retry.forMs)) return reportUnknown(entry.batch, id, failure);
    if (failure instanceof BatchOutcomeUnknownError) {
      const delayMs = Math.min(entry.delayMs * 2, MAX_HELD_DELAY_MS);
      held.set(id, { ...entry, delayMs, dueAt: now() + delayMs });
      return;
    }
    await settle(entry.batch, id, failure);
  }

  return {
    async write(batch) {
      const id = crypto.randomUUID();
      await settle(batch, id, await attemptUnderId(batch, id, BATCH_ATTEMPTS));
    },
    async retryHeld(final) {
      // A final pass may split a batch that surely did not land and hold one of its entries: a second pass
      // settles those (a single entry is never split again), so nothing is left held unreported at shutdown.
      do {
        for (const [id, entry] of [...held]) if (final || entry.dueAt <= now()) await retryOne(id, entry, final);
      } while (final && held.size > 0);
    },
    nextRetryMs() {
      return held.size === 0 ? null : Math.max(0, Math.min(...[...held.values()].map((entry) => entry.dueAt)) - now());
    },
  };
}
