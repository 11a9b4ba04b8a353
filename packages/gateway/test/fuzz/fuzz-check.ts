import { LogType } from '@gateway/domain';
import { send } from '../authz/matrix-runner.ts';
import type { MatrixRequest } from '../authz/route-table.ts';
import type { MatrixWorld } from '../authz/matrix-world.ts';
import { changedTables, databaseSnapshot, type DatabaseSnapshot } from '../support/database-snapshot.ts';
import type { FuzzBody } from './fuzz-bodies.ts';
import type { FuzzTarget, PreparedTarget } from './fuzz-targets.ts';

/** The run's seed (FUZZ_SEED replays another run); each route mixes in its own name. */
export const FUZZ_SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_609);

/** Authentication records a token's use (accessed_time) whatever the request's fate: not a write of the request. */
const RECORDED_USE = { tokens: ['accessed_time'] } as const;

/** A deterministic per-route seed (FNV-1a of the route, mixed with FUZZ_SEED), independent of the order routes run in. */
export function routeSeed(route: string): number {
  let hash = 0x811c9dc5 ^ FUZZ_SEED;
  for (let index = 0; index < route.length; index += 1) hash = Math.imul(hash ^ route.charCodeAt(index), 0x01000193);
  return hash | 0;
}

/** Generous: a busy 2-core machine answers in well under a second; only a hang gets near this. */
const ANSWER_BOUND_MS = 60_000;

async function answerWithin(pending: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BOUND_MS / 1000} s (hang)`)), ANSWER_BOUND_MS);
  });
  try {
    return await Promise.race([pending, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The /api envelope (COM-001) or, on the relay, an OpenAI/Anthropic error object for failures. */
function shapeProblem(target: FuzzTarget, status: number, text: string): string | null {
  if (target.row.plainText) return null;
  // A relay success is the upstream's format: JSON, an event stream or audio.
  if (target.kind === 'relay' && status < 400) return null;
  let parsed: { success?: unknown; message?: unknown; error?: { message?: unknown } };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return 'the answer is not JSON';
  }
  const envelope = typeof parsed.success === 'boolean' && typeof parsed.message === 'string';
  if (target.kind === 'api') return envelope ? null : 'the answer is not a {success, message} envelope';
  // The playground's session check answers the console envelope; everything else the relay's error object.
  return envelope || typeof parsed.error?.message === 'string' ? null : 'the error answer has no error.message';
}

/** Rows of `table` only added between the snapshots (none changed or removed). */
function onlyAdded(before: DatabaseSnapshot, after: DatabaseSnapshot, table: string): unknown[] | null {
  const earlier = new Set(before[table]);
  const later = new Set(after[table]);
  if (![...earlier].every((row) => later.has(row))) return null;
  return [...later].filter((row) => !earlier.has(row)).map((row) => JSON.parse(row) as unknown);
}

/**
 * What a failed request wrote. A relay failure after the upstream call may add an error log row, and with it
 * the id of the usage batch that wrote it (edge_applied_messages, ADR 0050); nothing else.
 */
function writeProblem(target: FuzzTarget, before: DatabaseSnapshot, after: DatabaseSnapshot): string | null {
  const changed = changedTables(before, after);
  if (changed.length === 0) return null;
  if (target.kind === 'relay' && changed.includes('logs') && changed.every((table) => table === 'logs' || table === 'edge_applied_messages')) {
    const logs = onlyAdded(before, after, 'logs') as Array<{ type: unknown }> | null;
    const batchIds = changed.includes('edge_applied_messages') ? onlyAdded(before, after, 'edge_applied_messages') : [];
    if (logs !== null && batchIds !== null && logs.every((row) => Number(row.type) === LogType.Error)) return null;
  }
  return `a failed request wrote to ${changed.join(', ')}`;
}

/**
 * The snapshot taken after a world's last refused request that wrote nothing: nothing runs between two
 * requests of a world, so it is the next request's "before" (snapshots are a third of the suite's time
 * on PostgreSQL and MariaDB). A request that succeeded, or wrote, leaves none.
 */
const lastSnapshot = new WeakMap<MatrixWorld, DatabaseSnapshot>();

/** Object.prototype as it is: a request must never add to it (prototype pollution). */
function prototypeKeys(): string {
  return Object.getOwnPropertyNames(Object.prototype).sort().join(',');
}

/**
 * Sends one request to the target and checks the fuzzing properties: no 5xx (but the route's own,
 * e.g. 501, and the relay's documented 503 model_not_found), an answer within a generous bound, the
 * answer's shape, nothing written by a failed request (when `writes` is checked), no pollution of
 * Object.prototype, nothing logged as an unexpected error. Throws (for fast-check to report and
 * shrink) with every broken property.
 */
export async function checkRequest(
  world: MatrixWorld,
  target: FuzzTarget,
  prepared: PreparedTarget,
  request: MatrixRequest,
  checkWrites = true,
): Promise<void> {
  await world.harness.settle();
  const errorsBefore = world.harness.loggedErrors.length;
  const prototypeBefore = prototypeKeys();
  const before = checkWrites ? (lastSnapshot.get(world) ?? (await databaseSnapshot(world.db, RECORDED_USE))) : undefined;
  lastSnapshot.delete(world);
  const response = await answerWithin(send(world, target.method, prepared.path, prepared.matrixCase, { query: prepared.query, ...request }));
  const text = await response.text();
  await world.harness.settle();
  const problems: string[] = [];
  if (response.status >= 500 && !expectedServerError(target, response.status, text)) problems.push(`answered ${response.status}`);
  const shape = shapeProblem(target, response.status, text);
  if (shape !== null) problems.push(shape);
  if (before !== undefined && response.status >= 400) {
    const after = await databaseSnapshot(world.db, RECORDED_USE);
    const written = writeProblem(target, before, after);
    if (written === null) lastSnapshot.set(world, after);
    else problems.push(written);
  }
  if (prototypeKeys() !== prototypeBefore || ({} as Record<string, unknown>)['polluted'] !== undefined) problems.push('Object.prototype was polluted');
  const logged = world.harness.loggedErrors.slice(errorsBefore);
  if (logged.length > 0) problems.push(`the gateway logged ${logged.join(' | ').slice(0, 300)}`);
  if (problems.length > 0) throw new Error(`${target.route}: ${problems.join('; ')} — answer ${response.status} ${text.slice(0, 300)}`);
}

/** A 5xx the route documents: its own (images edits/variations answer 501) or the relay's "no channel serves this model" (503, as new-api). */
function expectedServerError(target: FuzzTarget, status: number, text: string): boolean {
  if ((target.row.allowed ?? []).includes(status)) return true;
  if (target.kind !== 'relay' || status !== 503) return false;
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
    // The Anthropic error shape of /v1/messages has no code: its message says the same.
    return error?.code === 'model_not_found' || (typeof error?.message === 'string' && error.message.startsWith('No available channel for model'));
  } catch {
    return false;
  }
}

/** One fuzzed body, sent with its Content-Type (and Content-Length, as an HTTP client does). */
export function checkFuzzedRequest(world: MatrixWorld, target: FuzzTarget, prepared: PreparedTarget, fuzz: FuzzBody): Promise<void> {
  return checkRequest(world, target, prepared, { raw: fuzz });
}
