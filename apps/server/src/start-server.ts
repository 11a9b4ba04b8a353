import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { migrateToLatest, type DatabaseHandle } from '@gateway/db';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { createGateway, type Logger } from '@gateway/gateway';
import { databaseKindOf, parseServerConfig, type ServerConfig } from './config.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';
import { createNodePlatform } from './platform/node-platform.ts';
import { connectFleetServices } from './platform/redis/fleet-services.ts';
import { createServerFetch } from './server-fetch.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { createConsoleApp } from './static/console-app.ts';
import { statusFromGateway } from './static/status-from-gateway.ts';
import { shellDist } from './static/console-layout.ts';
import { resolveVersion } from './version.ts';

/** The monorepo's apps/ folder (this file is apps/server/src/start-server.ts). */
export const DEFAULT_CONSOLE_DIRECTORY = fileURLToPath(new URL('../../', import.meta.url));

export const SQLITE_FILE = 'gateway.db';

/** A server database's driver is imported only when DATABASE_URL names it: a SQLite box never loads pg or mysql2. */
export async function openDatabase(config: ServerConfig, logger: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl !== null && databaseKindOf(config.databaseUrl) === 'mysql') {
    const { createMysqlDatabase } = await import('@gateway/db/mysql');
    return createMysqlDatabase({
      connectionString: config.databaseUrl,
      onConnectionError: (error) => logger.warn('a MySQL connection failed; it will be replaced', { error: error.message }),
    });
  }
  if (config.databaseUrl !== null) {
    const { createPostgresDatabase } = await import('@gateway/db/postgres');
    return createPostgresDatabase({
      connectionString: config.databaseUrl,
      onConnectionError: (error) => logger.warn('a PostgreSQL connection failed; it will be replaced', { error: error.message }),
    });
  }
  return createSqliteDatabase({ filename: join(config.dataDirectory, SQLITE_FILE) });
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export interface RunningServer {
  server: Server;
  url: string;
}

/**
 * Boots the single-process server: reads the environment, opens and migrates the database,
 * builds the Node platform and the gateway, serves gateway + console on one port and installs
 * graceful shutdown. Throws (ConfigError, MigrationError, …) when it cannot start.
 */
export async function startServer(environment: Record<string, string | undefined>, logger: Logger): Promise<RunningServer> {
  const config = parseServerConfig(environment, process.cwd(), DEFAULT_CONSOLE_DIRECTORY);
  mkdirSync(config.dataDirectory, { recursive: true });
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDirectory);
  if (secret.source === 'generated') logger.info('generated a session secret', { file: join(config.dataDirectory, 'session-secret') });
  if (secret.warning) logger.warn(secret.warning);

  const database = await openDatabase(config, logger);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info('database migrated', { dialect: database.dialect, applied });
  } catch (error) {
    await database.close();
    throw error;
  }

  const fleet = connectFleetServices(config, logger);
  const platform = createNodePlatform({
    config,
    database,
    sessionSecret: secret.secret,
    version: resolveVersion(environment),
    logger,
    rateLimiter: fleet?.rateLimiter,
    changeFeed: fleet?.changeFeed,
  });
  const { app: gateway, consoleDocumentHeaders } = createGateway(platform);
  const consoleApp = createConsoleApp({
    consoleDirectory: config.consoleDirectory,
    warn: (message) => logger.warn(message),
    loadStatus: (env) => statusFromGateway(gateway, env),
  });
  if (!existsSync(join(shellDist(config.consoleDirectory), 'index.html'))) {
    logger.warn('the web console is not built; run `npm run build` (the API works meanwhile)', { consoleDirectory: config.consoleDirectory });
  }

  const serverFetch = createServerFetch(gateway, consoleApp, consoleDocumentHeaders);
  // Every handler counts as in-flight work: shutdown waits for it (a request cut at the drain deadline still settles its quota).
  const fetch = (request: Request, env?: unknown) => platform.trackRequest(serverFetch(request, env));
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch, hostname: config.host, port: config.port }, () => resolve(created as Server)) as Server;
    created.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await database.close();
    if (error.code === 'EADDRINUSE') throw new Error(`port ${config.port} on ${config.host} is already in use; set PORT to a free port`);
    throw error;
  });

  installGracefulShutdown({
    server,
    logger,
    cleanUp: async () => {
      await platform.runShutdownHooks();
      await fleet?.close();
      await database.close();
    },
  });

  const port = (server.address() as AddressInfo).port;
  const url = `http://${displayHost(config.host)}:${port}`;
  logger.info(`gateway listening on ${url}`, { database: database.dialect, consoleDirectory: config.consoleDirectory });
  return { server, url };
}
