/**
 * Signing in to the console of a running server: from Node (cookie + New-Api-User, to prepare
 * data through /api) and in a page (through the login form, as a person does).
 */
import type { Locator, Page } from 'playwright-core';
import { text, type Language } from './messages.ts';

export type Credentials = { username: string; password: string };
export type ApiCall = (method: string, path: string, payload?: unknown) => Promise<{ success: boolean; message: string; data: unknown }>;

/** POST /api/setup for a fresh server: the root account, no usage mode. */
export async function setUpRoot(url: string, root: Credentials): Promise<void> {
  const response = await fetch(`${url}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...root, confirmPassword: root.password }),
  });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`setup: ${body.message}`);
}

/** Calls /api/* as a signed-in user from Node. */
export async function apiSession(url: string, user: Credentials): Promise<ApiCall> {
  const login = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
  const body = (await login.json()) as { success: boolean; message: string; data: { id: number } };
  if (!body.success) throw new Error(`login ${user.username}: ${body.message}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method, path, payload) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Cookie: cookie, 'New-Api-User': String(body.data.id), 'Content-Type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await response.json()) as { success: boolean; message: string; data: unknown };
  };
}

/** A form field by its visible label, with or without MUI's required asterisk. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Signs in through /login and waits for the console's landing page. */
export async function signInThroughForm(page: Page, url: string, user: Credentials, language: Language = 'en'): Promise<void> {
  await page.goto(`${url}/login`);
  await field(page, text(language, 'shell', 'login.username')).fill(user.username);
  await field(page, text(language, 'shell', 'login.password')).fill(user.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { timeout: 90_000 });
}
