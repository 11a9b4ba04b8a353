/**
 * Work the Node server must see finished before it flushes the usage log and closes the database on
 * shutdown: request handlers, event-stream pumps and waitUntil tasks. A stream cut at the drain
 * deadline is still settling when its socket is already gone — it counts what was streamed, then hands
 * its settlement and log row to the usage-log batch (ADR 0011/0013); flushing before that would lose
 * the settlement and leave the reservation charged without a log row.
 */
export interface InFlightWork {
  /** Tracks `work` until it settles (fulfilled or rejected; a rejection is the caller's to handle). */
  track(work: Promise<unknown>): void;
  /** How many tracked pieces of work are running now. */
  readonly size: number;
  /**
   * Resolves once nothing tracked is running — work that starts while waiting included — or once
   * `timeoutMilliseconds` have passed; answers how many are still running (0 = all finished).
   */
  settle(timeoutMilliseconds: number): Promise<number>;
}

export function createInFlightWork(): InFlightWork {
  const running = new Set<Promise<void>>();
  return {
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
    },
    get size() {
      return running.size;
    },
    async settle(timeoutMilliseconds) {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), timeoutMilliseconds);
      });
      try {
        while (running.size > 0) {
          if ((await Promise.race([Promise.all(running), expired])) === 'expired') break;
        }
      } finally {
        clearTimeout(timer);
      }
      return running.size;
    },
  };
}
