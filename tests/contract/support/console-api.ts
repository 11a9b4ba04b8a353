/**
 * Minimal console API client for contract suites: first-run setup, sign-in, and the admin calls that
 * prepare a channel and a token on the real server.
 */
export interface ConsoleSession {
  userId: number;
  /** What signs a request in as this session (its cookie and New-Api-User), for calls that read the raw answer. */
  headers: Record<string, string>;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export const CONTRACT_ROOT = { username: 'root', password: 'root-password-1' };

/** Signs a user in; the session carries the cookie and the New-Api-User header. */
export async function signIn(baseUrl: string, credentials: { username: string; password: string }): Promise<ConsoleSession> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const loginBody = (await login.json()) as { success: boolean; data?: { id: number }; message: string };
  const cookie = /session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!loginBody.success || loginBody.data === undefined || cookie === undefined) throw new Error(`login failed: ${loginBody.message}`);
  const userId = loginBody.data.id;
  return {
    userId,
    headers: { cookie, 'New-Api-User': String(userId) },
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, 'New-Api-User': String(userId), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { success: boolean; message: string; data: T };
      if (!envelope.success) throw new Error(`${method} ${path} failed: ${response.status} ${envelope.message}`);
      return envelope.data;
    },
  };
}

/** Runs setup on a fresh server and signs the root in. */
export async function setUpAndSignIn(baseUrl: string): Promise<ConsoleSession> {
  const setup = await fetch(`${baseUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CONTRACT_ROOT.username, password: CONTRACT_ROOT.password, confirmPassword: CONTRACT_ROOT.password }),
  });
  if (!setup.ok) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  return signIn(baseUrl, CONTRACT_ROOT);
}

/** A common user with `quota`, signed in, holding one API token (limited to `tokenQuota` unless undefined = unlimited). */
export interface LimitedCaller {
  session: ConsoleSession;
  userId: number;
  username: string;
  tokenId: number;
  /** `sk-…`, ready for Authorization: Bearer. */
  apiKey: string;
}

export async function createLimitedCaller(
  baseUrl: string,
  admin: ConsoleSession,
  input: { username: string; quota: number; tokenQuota?: number },
): Promise<LimitedCaller> {
  const password = 'caller-password-1';
  await admin.call('POST', '/api/user/', { username: input.username, password });
  const session = await signIn(baseUrl, { username: input.username, password });
  await admin.call('PUT', '/api/user/', {
    id: session.userId,
    username: input.username,
    display_name: input.username,
    password: '',
    group: 'default',
    quota: input.quota,
  });
  const unlimited = input.tokenQuota === undefined;
  const [token] = await session.call<Array<{ id: number; key: string }>>('POST', '/api/token/', {
    name: `${input.username}-token`,
    unlimited_quota: unlimited,
    remain_quota: input.tokenQuota ?? 0,
    expired_time: -1,
  });
  return { session, userId: session.userId, username: input.username, tokenId: token!.id, apiKey: `sk-${token!.key}` };
}
