/**
 * Node entry: `node apps/server/src/main.ts` (Node 22 runs the TypeScript directly).
 * Configuration comes from the environment; see config.ts for every variable.
 */
import { ConfigError } from './config.ts';
import { createConsoleLogger } from './platform/console-logger.ts';
import { startServer } from './start-server.ts';

const logger = createConsoleLogger();

try {
  await startServer(process.env, logger);
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  logger.error(`cannot start: ${message}`);
  process.exit(1);
}
