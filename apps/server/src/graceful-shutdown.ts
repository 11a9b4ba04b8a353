import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from '@gateway/gateway';
import { installDrainGate } from './drain-gate.ts';
import { repeatedStopSignal } from './repeated-stop-signal.ts';

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** Flushes buffered work (platform shutdown hooks) and closes the database. */
  cleanUp: () => Promise<void>;
  /** How long in-flight requests get before their connections are cut. */
  drainTimeoutMilliseconds?: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
  /** Emits 'disconnect' when the launcher is gone: the process itself when it has an IPC channel (scripts/start.mjs). */
  launcher?: NodeJS.EventEmitter;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, each answer carrying
 * `Connection: close`, answer requests that arrive on open keep-alive connections 503 with Retry-After
 * (drain-gate.ts), wait until every connection has closed (bounded, 10 s by default, then the remaining
 * ones are cut), run the clean-up (in-flight work settles, shutdown hooks flush, the database closes)
 * and exit 0. A repeated stop signal is handled by
 * repeated-stop-signal.ts (a repeated SIGTERM is ignored, a second Ctrl-C exits at once with 1).
 * When the process was started with an IPC channel (scripts/start.mjs does), that channel closing means
 * the launcher is gone — even killed with SIGKILL —, and the server shuts down the same way rather than
 * live on as an orphan holding the port.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): { shutdown: (reason: string) => Promise<void> } {
  const { server, logger, cleanUp } = options;
  const drainTimeout = options.drainTimeoutMilliseconds ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const gate = installDrainGate(server);
  let shuttingDown: Promise<void> | null = null;

  async function drain(): Promise<void> {
    gate.close();
    // Not server.close(): http.Server's close also drops idle keep-alive sockets at once, and a client
    // sending its next request on one at that moment gets a connection reset. net.Server's close only
    // stops accepting and calls back once every connection has closed.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), drainTimeout);
    });
    const expired = await Promise.race([closed.then(() => false), timedOut]);
    clearTimeout(timer);
    if (expired) {
      logger.warn('requests still running after the drain timeout; closing their connections', { timeoutMs: drainTimeout });
      server.closeAllConnections();
      await closed;
    }
    logger.info('connections closed', { answered503WhileDraining: gate.refused() });
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

  let shutdownBegan = 0;
  const begin = (reason: string) => {
    if (shuttingDown === null) shutdownBegan = Date.now();
    return (shuttingDown ??= shutdown(reason));
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => {
      if (shuttingDown === null) {
        void begin(signal);
        return;
      }
      if (repeatedStopSignal(signal, Date.now() - shutdownBegan) === 'exit-now') {
        logger.warn('second interrupt while shutting down; exiting now', { signal });
        exit(1);
        return;
      }
      logger.info('already shutting down; the drain is bounded', { signal, timeoutMs: drainTimeout });
    });
  }
  const launcher = options.launcher ?? (process.channel === undefined ? undefined : process);
  launcher?.once('disconnect', () => void begin('launcher gone'));
  return {
    shutdown: (reason) => begin(reason),
  };
}
