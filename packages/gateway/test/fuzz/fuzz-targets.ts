import type { Caller, MatrixCase } from '../authz/matrix-cases.ts';
import { createCaseObject } from '../authz/matrix-runner.ts';
import { MATRIX_PASSWORD, uniqueSuffix, type MatrixWorld } from '../authz/matrix-world.ts';
import { routeExpectations } from '../authz/route-expectations.ts';
import { fillPath, splitRouteKey, type RouteExpectation, type RouteKey } from '../authz/route-table.ts';

/** A JSON endpoint to fuzz: console writes (POST/PUT/DELETE under /api) and the relay (POST under /v1, /v1beta, /pg). */
export interface FuzzTarget {
  route: RouteKey;
  method: string;
  row: RouteExpectation;
  kind: 'api' | 'relay';
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** The JSON endpoints among `routes` (every registered route), with their rows of the authorization table. */
export function fuzzTargets(routes: readonly RouteKey[]): FuzzTarget[] {
  return routes.flatMap((route): FuzzTarget[] => {
    const { method, path } = splitRouteKey(route);
    if (!WRITE_METHODS.has(method)) return [];
    const row = routeExpectations[route];
    if (row === undefined) throw new Error(`${route} has no row in test/authz/route-expectations.ts`);
    if (path.startsWith('/api/')) return [{ route, method, row, kind: 'api' }];
    if (/^\/(v1|v1beta|pg)\//.test(path)) return [{ route, method, row, kind: 'relay' }];
    return [];
  });
}

/** The console's GET routes, whose query strings are fuzzed (kind 'api': they answer the envelope). */
export function queryTargets(routes: readonly RouteKey[]): FuzzTarget[] {
  return routes.flatMap((route): FuzzTarget[] => {
    const { method, path } = splitRouteKey(route);
    const row = routeExpectations[route];
    return method === 'GET' && path.startsWith('/api/') && row !== undefined ? [{ route, method, row, kind: 'api' }] : [];
  });
}

/** The least-privileged caller allowed on the row (its valid request must reach the handler). */
function allowedCase(row: RouteExpectation): MatrixCase {
  const caller: Caller = row.access === 'public' ? 'anonymous' : row.access === 'token' ? 'user' : row.access;
  const credential = row.access === 'public' ? 'none' : row.access === 'token' ? 'api-key' : 'session';
  const variant = row.object === undefined ? 'none' : row.object.rule === 'rank' || row.object.rule === 'grant' ? 'lower' : 'own';
  return { caller, credential, variant };
}

/** Where fuzzed bodies go: an allowed caller, the concrete path (its object made in `world`) and the valid body to mutate. */
export interface PreparedTarget {
  matrixCase: MatrixCase;
  path: string;
  query: Record<string, string> | undefined;
  base: Record<string, unknown>;
}

export async function prepareTarget(world: MatrixWorld, target: FuzzTarget): Promise<PreparedTarget> {
  const matrixCase = allowedCase(target.row);
  const object = await createCaseObject(world, target.row.object, matrixCase);
  const request = target.row.request?.({ object, unique: uniqueSuffix(), login: { username: world.actors.user.username, password: MATRIX_PASSWORD } }) ?? {};
  const body = request.body;
  const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { matrixCase, path: fillPath(splitRouteKey(target.route).path, object.id, target.row.params), query: request.query, base };
}
