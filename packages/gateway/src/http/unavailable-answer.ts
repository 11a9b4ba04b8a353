/**
 * A temporary refusal (503 with Retry-After) in the error shape the caller's client reads on its path: the
 * console envelope on /api, Anthropic's on /v1/messages, Google's on /v1beta, OpenAI's on the other relay
 * paths. Used when the database is away and while the server drains; both are "come back shortly", not bugs,
 * and every official client retries a 503 that says when.
 */
import { messages } from '@gateway/domain';

/** Why the request is refused: a stable machine-readable code and the English message a person reads. */
export interface Unavailable {
  code: string;
  message: string;
  retryAfterSeconds: number;
}

/**
 * The database being away (a restart, a failover, refused connections) is an outage, not a bug: callers get a
 * 503 that says when to come back, the pools reconnect by themselves once the server answers, and a few
 * seconds is what a PostgreSQL or MariaDB restart takes.
 */
export const DATABASE_UNAVAILABLE: Unavailable = { code: 'database_unavailable', message: messages.databaseUnavailable, retryAfterSeconds: 5 };

/**
 * What a request that reaches a draining server is told: come back in a few seconds (another instance, or
 * this one restarted). The message is a domain message, so the console shows it in the visitor's language.
 */
export const SERVER_SHUTTING_DOWN: Unavailable = { code: 'server_shutting_down', message: messages.serverShuttingDown, retryAfterSeconds: 5 };

const ANTHROPIC_PATH = /^\/v1\/messages(?:\/count_tokens)?$/;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function bodyFor(path: string, { code, message }: Unavailable): unknown {
  if (under(path, '/api')) return { success: false, message, code };
  if (ANTHROPIC_PATH.test(path)) return { type: 'error', error: { type: 'api_error', message } };
  if (under(path, '/v1beta')) {
    const details = [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: code.toUpperCase(), metadata: {} }];
    return { error: { code: 503, message, status: 'UNAVAILABLE', details } };
  }
  return { error: { message, type: 'api_error', param: null, code } };
}

/** The 503 answer for `path`; `headers` are added (e.g. Connection: close while draining). */
export function unavailableAnswer(path: string, unavailable: Unavailable, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(bodyFor(path, unavailable)), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Retry-After': String(unavailable.retryAfterSeconds), ...headers },
  });
}
