/**
 * Test helper: renders this remote's page the way the signed-in shell does (one QueryClient, the
 * app providers with toasts, the sdk error handler wired to them) over a stubbed fetch that answers
 * per "METHOD /path" and records every call, so tests exercise the real sdk functions.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Language } from '@gateway/i18n';
import { Role } from '@gateway/domain';
import type { StatusPayload } from '@gateway/domain';
import { session } from '@gateway/sdk';
import remote from '../expose/routes.tsx';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** An answer: the envelope's data, a refusal { fail: message }, or a thrown network failure. */
export type StubAnswer = { data: unknown } | { fail: string } | { networkError: true };
export type StubRoutes = Record<string, StubAnswer | ((call: RecordedCall) => StubAnswer)>;

export const baseStatus = {
  quota_per_unit: 500000,
  display_in_currency: true,
  server_address: 'https://gateway.example',
  top_up_link: '',
  min_topup: 1,
  enable_online_topup: false,
  price: 7.3,
  chats: [],
} as Partial<StatusPayload>;

/** Stores the signed-in user the way a login does; the page reads the role from it (LOG-015). */
export function signInAs(role: 'admin' | 'user'): void {
  session.setUser({ id: role === 'admin' ? 1 : 2, username: role === 'admin' ? 'root' : 'alice', display_name: '', role: role === 'admin' ? Role.Admin : Role.Common, status: 1, group: 'default' });
}

/** Replaces fetch; unknown routes answer 404 so a missing stub fails loudly. */
export function stubApi(routes: StubRoutes) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return new Response(JSON.stringify({ success: false, message: `no stub for ${call.method} ${call.path}` }), { status: 404 });
    const answer = typeof route === 'function' ? route(call) : route;
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const envelope = 'fail' in answer ? { success: false, message: answer.fail } : { success: true, message: '', data: answer.data };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

/** Renders `path` of this remote in `language`, after loading the stubbed status into the sdk's store. */
export async function renderPage(path: string, language: Language = 'en') {
  return renderRemotePage(remote, path, language, { loadStatus: true });
}
