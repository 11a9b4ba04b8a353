import { BatchOutcomeUnknownError, type Executor } from '@gateway/db';
import type { Logger } from '../../platform/platform.ts';
import { LogType } from '@gateway/domain';
import { prepareEntry, type PreparedEntry, type UsageLogEntry } from './usage-log-entry.ts';
import { writeBatch } from './write-batch.ts';

/** The group-commit usage-log writer (DESIGN §5: hot-path writes are batched, flushed on shutdown). */
export interface UsageLog {
  /** Queues an entry; never throws (a malformed entry is logged and dropped alone). */
  record(entry: UsageLogEntry): void;
  /** Writes everything queued so far, including entries recorded while flushing. */
  flush(): Promise<void>;
}

export interface UsageLogOptions {
  db: Executor;
  logger: Logger;
  /** LogConsumeEnabled: false skips consume rows but still applies their counters. */
  logConsumeEnabled(): boolean;
  /** DataExportEnabled: false stops adding consume events to the quota_data rollups (default on). */
  dataExportEnabled?(): boolean;
  /** Keeps the runtime alive while a batch is written (Workers' waitUntil). */
  waitUntil?(promise: Promise<unknown>): void;
  /** Longest an entry waits before its batch is written. */
  maxDelayMs?: number;
  /** Entries that trigger an immediate write. */
  maxBatchSize?: number;
  /**
   * Called after each batch is written with the users whose balance it changed (quota warnings look
   * at them). Must not throw; it runs on the writer's chain, so it should hand real work to waitUntil.
   */
  onWritten?(userIds: number[]): void;
}

/**
 * Attempts of one batch under one id, and the pauses before the second and third: enough for a passing fault
 * or a connection replaced after it dropped around COMMIT. The id makes every attempt after one that landed
 * write nothing (ADR 0050).
 */
export const BATCH_ATTEMPTS = 3;
/** 50 ms before the second attempt, 250 ms before the third. */
const pauseBeforeMs = (attempt: number) => 50 * 5 ** (attempt - 1);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The users whose balance or usage an entry of the batch changed. */
function touchedUsers(batch: readonly PreparedEntry[]): number[] {
  const ids = new Set<number>();
  for (const entry of batch) if (entry.usedQuotaDelta !== undefined || entry.quotaReturn !== 0) ids.add(entry.userId);
  return [...ids];
}

/** Creates the writer: batches every ≤ maxDelayMs or maxBatchSize entries, one transaction each. */
export function createUsageLog(options: UsageLogOptions): UsageLog {
  const maxDelayMs = options.maxDelayMs ?? 50;
  const maxBatchSize = options.maxBatchSize ?? 200;
  let queue: PreparedEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Batches are written one after another so SQLite never sees two writers from this process.
  let writing: Promise<void> = Promise.resolve();

  function reportLost(batch: readonly PreparedEntry[], error: unknown, firstError: unknown): void {
    options.logger.error('usage log batch lost after retry', { entries: batch.length, error: message(error), firstError: message(firstError) });
  }

  /** Whether it landed is unknown, and finding out failed too: the id is what an operator looks for (edge_applied_messages). */
  function reportUnknown(batch: readonly PreparedEntry[], error: BatchOutcomeUnknownError): void {
    options.logger.error('usage log batch outcome unknown', { id: error.id, entries: batch.length, users: touchedUsers(batch), error: error.message });
  }

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

  /**
   * Retries a passing fault under the batch's id. A batch that still fails and surely did not land is written
   * entry by entry (each under its own id), so an entry the database refuses costs only its own row and
   * settlement, never its neighbours' (money). One whose landing is unknown is never split or re-sent under
   * another id: that could apply it twice.
   */
  async function writeWithRetry(batch: PreparedEntry[]): Promise<void> {
    const failure = await attemptUnderId(batch, crypto.randomUUID(), BATCH_ATTEMPTS);
    if (failure === null) return;
    if (failure instanceof BatchOutcomeUnknownError) return reportUnknown(batch, failure);
    if (batch.length === 1) return reportLost(batch, failure, failure);
    for (const entry of batch) {
      const entryFailure = await attemptUnderId([entry], crypto.randomUUID(), 1);
      if (entryFailure instanceof BatchOutcomeUnknownError) reportUnknown([entry], entryFailure);
      else if (entryFailure !== null) reportLost([entry], entryFailure, 'batch failed on every attempt; written alone');
    }
  }

  function startBatch(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (queue.length === 0) return writing;
    const batch = queue.slice(0, maxBatchSize);
    queue = queue.slice(batch.length);
    writing = writing.then(async () => {
      await writeWithRetry(batch);
      const users = options.onWritten === undefined ? [] : touchedUsers(batch);
      if (users.length > 0) {
        try {
          options.onWritten?.(users);
        } catch (error) {
          options.logger.error('usage log: the after-write hook failed', { error: error instanceof Error ? error.message : String(error) });
        }
      }
    });
    options.waitUntil?.(writing);
    if (queue.length > 0) schedule();
    return writing;
  }

  function schedule(): void {
    if (queue.length >= maxBatchSize) {
      startBatch();
      return;
    }
    timer ??= setTimeout(startBatch, maxDelayMs);
  }

  return {
    record(entry) {
      try {
        const writeRow = entry.type !== LogType.Consume || options.logConsumeEnabled();
        queue.push(prepareEntry(entry, writeRow, options.dataExportEnabled?.() ?? true));
        schedule();
      } catch (error) {
        options.logger.error('usage log entry refused', { error: error instanceof Error ? error.message : String(error), user_id: entry?.user_id });
      }
    },
    async flush() {
      while (queue.length > 0) await startBatch();
      await writing;
    },
  };
}
