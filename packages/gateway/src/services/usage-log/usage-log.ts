import type { Executor } from '@gateway/db';
import type { Logger } from '../../platform/platform.ts';
import { LogType } from '@gateway/domain';
import { prepareEntry, type PreparedEntry, type UsageLogEntry } from './usage-log-entry.ts';
import { createBatchWriter, touchedUsers, type HeldBatchRetry } from './batch-writer.ts';

/** The group-commit usage-log writer: hot-path writes are batched, so a relay request never waits on a log insert, and flushed on shutdown. */
export interface UsageLog {
  /** Queues an entry; never throws (a malformed entry is logged and dropped alone). */
  record(entry: UsageLogEntry): void;
  /**
   * Writes everything queued so far, including entries recorded while flushing, and gives held batches (outcome
   * unknown) a last try: what is still unknown is reported. For shutdown.
   */
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
  /** How a batch whose outcome is unknown is retried (HELD_BATCH_RETRY by default; tests shorten it). */
  heldBatchRetry?: HeldBatchRetry;
  /**
   * Called after each batch is written with the users whose balance it changed (quota warnings look
   * at them). Must not throw; it runs on the writer's chain, so it should hand real work to waitUntil.
   */
  onWritten?(userIds: number[]): void;
}

/** Creates the writer: batches every ≤ maxDelayMs or maxBatchSize entries, one transaction each. */
export function createUsageLog(options: UsageLogOptions): UsageLog {
  const maxDelayMs = options.maxDelayMs ?? 50;
  const maxBatchSize = options.maxBatchSize ?? 200;
  let queue: PreparedEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Batches are written one after another so SQLite never sees two writers from this process.
  let writing: Promise<void> = Promise.resolve();

  const writer = createBatchWriter({ db: options.db, logger: options.logger, retry: options.heldBatchRetry });
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  /** Held batches (outcome unknown) are retried on the writer's chain, so they never overlap a batch being written. */
  function scheduleRetry(): void {
    const delay = writer.nextRetryMs();
    if (delay === null || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      writing = writing.then(() => writer.retryHeld(false)).then(scheduleRetry);
      options.waitUntil?.(writing);
    }, delay);
    // A held batch alone never keeps a Node process up: shutdown's flush gives it a last try.
    (retryTimer as { unref?: () => void }).unref?.();
  }

  // True while a batch waits its turn behind the one being written: it takes its entries when its turn
  // comes, so every flush or timer in the meantime joins it instead of queueing a batch of its own.
  let batchWaiting = false;

  async function writeNextBatch(): Promise<void> {
    batchWaiting = false;
    const batch = queue.slice(0, maxBatchSize);
    queue = queue.slice(batch.length);
    if (queue.length > 0) schedule();
    if (batch.length === 0) return;
    await writer.write(batch);
    scheduleRetry();
    const users = options.onWritten === undefined ? [] : touchedUsers(batch);
    if (users.length > 0) {
      try {
        options.onWritten?.(users);
      } catch (error) {
        options.logger.error('usage log: the after-write hook failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * Queues the next batch on the writer's chain. Its entries are taken when the write starts, not now:
   * on Workers every answer flushes when it ends, and a batch taken at each flush wrote one entry per
   * transaction, one after another, capping streamed answers at one batch write each (ADR 0052).
   */
  function startBatch(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (queue.length === 0 || batchWaiting) return writing;
    batchWaiting = true;
    writing = writing.then(writeNextBatch);
    options.waitUntil?.(writing);
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
      if (writer.nextRetryMs() === null) return;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      writing = writing.then(() => writer.retryHeld(true));
      await writing;
    },
  };
}
