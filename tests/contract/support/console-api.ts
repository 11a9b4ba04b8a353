/**
 * Minimal console API client for contract suites: first-run setup, sign-in, and the admin calls that
 * prepare a channel and a token on the real server.
 */
export interface ConsoleSession {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export const CONTRACT_ROOT = { username: 'root', password: 'root-password-1' };

/** Runs setup on a fresh server and signs the root in. */
export async function setUpAndSignIn(baseUrl: string): Promise<ConsoleSession> {
  const setup = await fetch(`${baseUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CONTRACT_ROOT.username, password: CONTRACT_ROOT.password, confirmPassword: CONTRACT_ROOT.password }),
  });
  if (!setup.ok) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONTRACT_ROOT),
  });
  const loginBody = (await login.json()) as { success: boolean; data?: { id: number }; message: string };
  const cookie = /session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!loginBody.success || loginBody.data === undefined || cookie === undefined) throw new Error(`login failed: ${loginBody.message}`);
  const userId = String(loginBody.data.id);
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, 'New-Api-User': userId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { success: boolean; message: string; data: T };
      if (!envelope.success) throw new Error(`${method} ${path} failed: ${response.status} ${envelope.message}`);
      return envelope.data;
    },
  };
}
