import type { Server } from 'node:http';
import type { Logger } from '@gateway/gateway';

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** Flushes buffered work (platform shutdown hooks) and closes the database. */
  cleanUp: () => Promise<void>;
  /** How long in-flight requests get before their connections are cut. */
  drainTimeoutMilliseconds?: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded, 10 s by
 * default, then remaining connections are cut), run the clean-up (shutdown hooks, database close)
 * and exit 0. A second signal while draining exits at once with 1.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): { shutdown: (reason: string) => Promise<void> } {
  const { server, logger, cleanUp } = options;
  const drainTimeout = options.drainTimeoutMilliseconds ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let shuttingDown: Promise<void> | null = null;

  async function drain(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets that sit idle would hold close() open; drop them now and as requests end.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), drainTimeout);
    });
    const expired = await Promise.race([closed.then(() => false), timedOut]);
    clearInterval(sweeper);
    clearTimeout(timer);
    if (expired) {
      logger.warn('requests still running after the drain timeout; closing their connections', { timeoutMs: drainTimeout });
      server.closeAllConnections();
      await closed;
    }
  }

  async function shutdown(reason: string): Promise<void> {
    logger.info('shutting down', { reason });
    try {
      await drain();
      await cleanUp();
      logger.info('stopped');
      exit(0);
    } catch (error) {
      logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
      exit(1);
    }
  }

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => {
      if (shuttingDown) {
        logger.warn('second signal while shutting down; exiting now', { signal });
        exit(1);
        return;
      }
      shuttingDown = shutdown(signal);
    });
  }
  return {
    shutdown: (reason) => (shuttingDown ??= shutdown(reason)),
  };
}
