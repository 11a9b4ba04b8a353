/**
 * Test helper: renders this remote's pages the way the shell hosts them — wouter routes at an
 * in-memory location, inside the shell's QueryClient and the toast provider — against a fake /api
 * served by a stubbed fetch, so tests see the exact calls the sdk makes.
 */
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '@gateway/i18n';
import type { Language } from '@gateway/i18n';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';
import { configureApiClient } from '@gateway/sdk';
import { createQueryClient } from '@gateway/sdk/queries';
import { NotificationsProvider, notifyExternal } from '@gateway/ui/notify';
import remote from '../expose/routes.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Answers `data` for a call, or throws an Error whose message becomes a `success: false` answer. */
export type ApiHandler = (call: ApiCall) => unknown;

/** Replaces fetch with `handler` behind the {success, message, data} envelope; returns every call made. */
export function stubApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://console.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: text === undefined ? undefined : (JSON.parse(text) as unknown) };
    calls.push(call);
    let envelope: unknown;
    try {
      envelope = { success: true, message: '', data: await handler(call) };
    } catch (error) {
      envelope = { success: false, message: error instanceof Error ? error.message : String(error) };
    }
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export async function renderChannels(path: string, language: Language = 'en') {
  await loadRemoteLanguage(remote, language);
  const pages = await Promise.all(remote.routes.map(async (route) => ({ pattern: route.path, Page: (await route.load()).default })));
  const location = memoryLocation({ path, record: true });
  // The shell's own client and error handler, so failures surface as they do in the console.
  configureApiClient({ notifyError: notifyExternal.error, translate: (key, values) => i18n.t(key, values ?? {}) });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Switch>
            {pages.map(({ pattern, Page }) => (
              <Route key={pattern} path={pattern} component={Page} />
            ))}
          </Switch>
        </Router>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { ...view, location, client };
}
