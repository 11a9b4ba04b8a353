/**
 * Errors that mean "the database cannot be reached right now", not "this query is wrong": the server is
 * restarting, failing over, refusing connections or ended the session. Callers answer them as a temporary
 * outage (503 with Retry-After) instead of a bug (500), and the pools recover on their own once the server
 * answers again. Read from the error and the errors it wraps as `cause` (Kysely, our own wrappers).
 */

/** Socket-level failures Node reports while connecting to, or talking with, a database server. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unreachable or stopping server: class 08 (connection exception) by prefix, and
 * 57P01 admin_shutdown (a fast stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting
 * down), 53300 too_many_connections.
 */
const POSTGRES_SQLSTATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * mysql2's codes for a lost or refused connection, and the server's own errors of a stopping or full server:
 * ER_SERVER_SHUTDOWN (1053), ER_CON_COUNT_ERROR (1040), MariaDB's ER_CONNECTION_KILLED (1927), and the client
 * errors CR_SERVER_GONE_ERROR (2006) and CR_SERVER_LOST (2013).
 */
const MYSQL_CODES: ReadonlySet<string> = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
  'CR_SERVER_GONE_ERROR',
  'CR_SERVER_LOST',
]);
const MYSQL_ERRNOS: ReadonlySet<number> = new Set([1040, 1053, 1927, 2006, 2013]);

/**
 * Messages of drivers that report a dead connection without a code: node-postgres after the server ended
 * the session or the pool could not connect in time, mysql2 when a command is queued on a closed connection.
 */
const CONNECTION_MESSAGES: readonly RegExp[] = [
  /^Connection terminated( unexpectedly)?/,
  /Client has encountered a connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Can't add new command when connection is in closed state/,
  /connect ECONNREFUSED/,
];

function isConnectionFailure(error: object): boolean {
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || MYSQL_CODES.has(code) || POSTGRES_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof errno === 'number' && MYSQL_ERRNOS.has(errno)) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether `error` (or an error it wraps as `cause`, or one of an AggregateError's) says the database is unreachable. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  if (isConnectionFailure(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))) return true;
  return isDatabaseUnavailableError(cause, depth + 1);
}
