import type { Harness } from '../support/harness.ts';

/**
 * Who may call a route: `public` anyone; `user`, `admin`, `root` a console session (cookie +
 * New-Api-User) of at least that role; `token` an API key (`sk-…`) of any enabled user.
 */
export type Access = 'public' | 'user' | 'admin' | 'root' | 'token';

/**
 * Whose objects a caller may act on, for routes naming one object (path `:id` or an id in the body):
 * `owner` only the caller's own (another user's answers 404, like a missing one); `any` every object
 * of the kind (admin resources: channels, redemption codes); `rank` users the caller outranks
 * (root: everyone, as in new-api); `grant` the role a request gives a new user, which must lie below
 * the caller's own, root's included.
 */
export type ObjectRule =
  | { resource: 'token'; rule: 'owner' }
  | { resource: 'channel' | 'redemption'; rule: 'any' }
  | { resource: 'user'; rule: 'rank' }
  | { resource: 'role'; rule: 'grant' };

/** The object a case acts on, created fresh for the case. */
export interface CaseObject {
  id: number;
  /** Token key (without sk-) or redemption code; '' for other kinds. */
  key: string;
  /** The user row's username (rank rows), or ''. */
  username: string;
  /** The target user's role (rank rows) or the role to grant (grant rows); 0 otherwise. */
  role: number;
}

/** What a row's request builder may use. */
export interface RequestContext {
  /** The case's object; id 0 on rows without one. */
  object: CaseObject;
  /** A short string no other case of the run uses (names that must be unique). */
  unique: string;
  /** A signed-up account that can log in (public login row). */
  login: { username: string; password: string };
}

/** One request: JSON `body`, a multipart `form` or `raw` bytes with their Content-Type (fuzzing), and query parameters. */
export interface MatrixRequest {
  body?: unknown;
  form?: () => FormData;
  raw?: { body: string | Uint8Array; contentType: string | undefined };
  query?: Record<string, string>;
}

export interface RouteExpectation {
  access: Access;
  object?: ObjectRule;
  /** Path parameters other than the object's `:id`. */
  params?: Readonly<Record<string, string>>;
  /** The request an allowed caller sends (a valid one, so an allowed call succeeds); none by default. */
  request?: (context: RequestContext) => MatrixRequest;
  /** Statuses an allowed call answers; [200] by default. */
  allowed?: readonly number[];
  /** The route answers plain text by its protocol (Epay's notify), not the /api envelope. */
  plainText?: true;
  /**
   * Callers the route refuses by a business rule although their role may call it (root cannot delete its
   * own account): the status and why. Such a call is checked like any refusal (says why, writes nothing).
   */
  refusedFor?: Partial<Record<'user' | 'admin' | 'root', { status: number; why: string }>>;
}

/** `METHOD path` as Hono registers it, e.g. `GET /api/token/:id{[0-9]+}`. */
export type RouteKey = string;

/**
 * Every route the app registers, as `METHOD path`, read from Hono's own route list: handlers only
 * (middleware mounted with `use` is registered as `ALL /prefix/*` and left out), each route once.
 */
export function registeredRoutes(app: Harness['app']): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const route of app.routes) {
    if (route.method === 'ALL' && route.path.endsWith('*')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}

const PARAMETER = /:([A-Za-z_]+)(\{[^}]*\})?/g;

/** The concrete path of a route: `:id` is the case object's id, other parameters come from the row. */
export function fillPath(path: string, objectId: number, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(PARAMETER, (_match, name: string) => {
    if (name === 'id') return String(objectId);
    const value = params[name];
    if (value === undefined) throw new Error(`route ${path}: no value for the path parameter :${name} (add it to the row's params)`);
    return value;
  });
}

export function splitRouteKey(key: RouteKey): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}
