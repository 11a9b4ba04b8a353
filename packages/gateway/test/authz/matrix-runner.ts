import { expect } from 'vitest';
import { SESSION_COOKIE, USER_ID_HEADER } from '../../src/index.ts';
import { seedUser } from '../support/harness.ts';
import { databaseSnapshot } from '../support/database-snapshot.ts';
import { expectedOutcome, ROLE_OF, targetRole, type MatrixCase } from './matrix-cases.ts';
import {
  addApiKey,
  addMatrixChannel,
  addRedemption,
  CHANNEL_KEY_PREFIX,
  MATRIX_PASSWORD,
  OPTION_SECRET_PREFIX,
  uniqueSuffix,
  type MatrixWorld,
} from './matrix-world.ts';
import { fillPath, splitRouteKey, type CaseObject, type MatrixRequest, type ObjectRule, type RouteExpectation, type RouteKey } from './route-table.ts';

const NO_OBJECT: CaseObject = { id: 0, key: '', username: '', role: 0 };

/** The caller's user id; anonymous callers own nothing, so their "other" objects belong to the other user. */
function callerId(world: MatrixWorld, matrixCase: MatrixCase): number | undefined {
  return matrixCase.caller === 'anonymous' ? undefined : world.actors[matrixCase.caller].id;
}

async function targetUser(world: MatrixWorld, matrixCase: MatrixCase): Promise<CaseObject> {
  const caller = matrixCase.caller === 'anonymous' ? 'user' : matrixCase.caller;
  const role = targetRole(caller, matrixCase.variant);
  if (matrixCase.variant === 'own') return { id: world.actors[caller].id, key: '', username: world.actors[caller].username, role };
  if (role === ROLE_OF.root) return { id: world.actors.root.id, key: '', username: world.actors.root.username, role };
  const username = `t${uniqueSuffix()}`;
  const row = await seedUser(world.db, { username, password: MATRIX_PASSWORD, role });
  return { id: row.id, key: '', username, role };
}

/** The object a case acts on, made fresh so an earlier case (a delete, an edit) cannot change the outcome. */
export async function createCaseObject(world: MatrixWorld, rule: ObjectRule | undefined, matrixCase: MatrixCase): Promise<CaseObject> {
  if (rule === undefined) return NO_OBJECT;
  if (rule.resource === 'user') return targetUser(world, matrixCase);
  if (rule.resource === 'role') return { ...NO_OBJECT, role: targetRole(matrixCase.caller === 'anonymous' ? 'user' : matrixCase.caller, matrixCase.variant) };
  if (rule.resource === 'channel') return { ...NO_OBJECT, id: await addMatrixChannel(world.db, { name: `object-${uniqueSuffix()}` }) };
  const own = matrixCase.variant === 'own' ? callerId(world, matrixCase) : undefined;
  if (rule.resource === 'token') return { ...NO_OBJECT, ...(await addApiKey(world, own ?? world.otherUserId, 'matrix-object')) };
  return { ...NO_OBJECT, ...(await addRedemption(world.db, own ?? world.otherAdminId)) };
}

/** Sends the case's request the way the console (session cookie + New-Api-User) or an API client (Bearer sk-…) does. */
export function send(world: MatrixWorld, method: string, path: string, matrixCase: MatrixCase, request: MatrixRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  if (matrixCase.caller !== 'anonymous') {
    const actor = world.actors[matrixCase.caller];
    if (matrixCase.credential !== 'api-key') headers['cookie'] = `${SESSION_COOKIE}=${actor.session.cookie}`;
    if (matrixCase.credential === 'api-key') headers['authorization'] = `Bearer sk-${actor.apiKey}`;
    // A session claiming to be someone else: root's id, or the user's for root.
    const claimed = matrixCase.credential === 'foreign-header' ? world.actors[matrixCase.caller === 'root' ? 'user' : 'root'] : actor;
    headers[USER_ID_HEADER] = String(claimed.id);
  }
  let body: FormData | string | Uint8Array | undefined;
  if (request.form !== undefined) body = request.form();
  else if (request.raw !== undefined) {
    body = request.raw.body;
    if (request.raw.contentType !== undefined) headers['content-type'] = request.raw.contentType;
    // As an HTTP client sends a body it holds whole (chunked uploads are relay-body-limit.test.ts's concern).
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const query = request.query === undefined ? '' : `?${new URLSearchParams(request.query).toString()}`;
  return Promise.resolve(world.harness.app.request(`${path}${query}`, { method, headers, body }));
}

/** The message of an error answer: the /api envelope's, or the OpenAI/Anthropic error object's. */
function refusalMessage(text: string): unknown {
  try {
    const parsed = JSON.parse(text) as { success?: unknown; message?: unknown; error?: { message?: unknown } };
    return parsed.success === false ? parsed.message : parsed.error?.message;
  } catch {
    return undefined;
  }
}

/** No answer carries a channel key, a credential option, a password hash, or an API key of anyone but the caller. */
function expectNoLeak(world: MatrixWorld, matrixCase: MatrixCase, text: string, label: string): void {
  const leaks: string[] = [];
  if (text.includes(CHANNEL_KEY_PREFIX)) leaks.push('a channel key');
  if (text.includes(OPTION_SECRET_PREFIX)) leaks.push('a credential option (SET-071)');
  if (/\$2[aby]\$\d\d\$/.test(text)) leaks.push('a password hash');
  const caller = callerId(world, matrixCase);
  for (const { key, ownerId } of world.tokenKeys) if (ownerId !== caller && text.includes(key)) leaks.push(`the API key of user ${ownerId}`);
  expect.soft(leaks, `${label}: the answer leaks`).toEqual([]);
}

/**
 * One cell of the matrix: answers the expected status; a refused call names why in the usual error
 * shape and writes nothing (the whole database compared before and after); no answer leaks secrets.
 */
export async function runCase(world: MatrixWorld, route: RouteKey, row: RouteExpectation, matrixCase: MatrixCase): Promise<void> {
  const { method, path } = splitRouteKey(route);
  const object = await createCaseObject(world, row.object, matrixCase);
  const request = row.request?.({ object, unique: uniqueSuffix(), login: { username: world.actors.user.username, password: MATRIX_PASSWORD } }) ?? {};
  const outcome = expectedOutcome(row, matrixCase);
  const label = `${route} as ${matrixCase.caller} (${matrixCase.credential}, ${matrixCase.variant} object)`;
  await world.harness.settle();
  const before = outcome.allowed ? undefined : await databaseSnapshot(world.db);
  const response = await send(world, method, fillPath(path, object.id, row.params), matrixCase, request);
  const text = await response.text();
  await world.harness.settle();
  const expectation = outcome.allowed ? 'allowed' : `refused: ${outcome.why}`;
  expect.soft(outcome.statuses, `${label} should be ${expectation}; answered ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
  expectNoLeak(world, matrixCase, text, label);
  if (outcome.allowed) return;
  expect.soft(refusalMessage(text), `${label}: a refusal says why`).toEqual(expect.stringMatching(/\S/));
  expect.soft(await databaseSnapshot(world.db), `${label} was refused but wrote to the database`).toEqual(before);
}
