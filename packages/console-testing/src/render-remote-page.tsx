/**
 * Renders a remote's pages the way the signed-in console does: the shell's QueryClient and
 * error handler (failures surface as toasts), the app providers (theme, toasts) and every
 * RemoteRoute inside a wouter route at an in-memory location. Callers stub `fetch` first.
 */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n, type Language } from '@gateway/i18n';
import { configureApiClient, loadStatus } from '@gateway/sdk';
import { createQueryClient } from '@gateway/sdk/queries';
import { AppProviders } from '@gateway/ui/app-providers';
import { notifyExternal } from '@gateway/ui/notify';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { loadRemoteLanguage } from './render-remote.tsx';

export type RenderRemotePageOptions = {
  /** Load GET /api/status into the sdk's store first (pages that read status flags need it). */
  loadStatus?: boolean;
};

export async function renderRemotePage(remote: RemoteModule, path: string, language: Language = 'en', options: RenderRemotePageOptions = {}) {
  await loadRemoteLanguage(remote, language);
  configureApiClient({ notifyError: (message, options) => notifyExternal.error(message, options), translate: (key, values) => i18n.t(key, values ?? {}) });
  if (options.loadStatus) await loadStatus().catch(() => undefined);
  const pages = await Promise.all(remote.routes.map(async (route) => ({ pattern: route.path, Page: (await route.load()).default })));
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      {/* The router around the providers too, as in the console: notices follow its location (ADR 0021 addendum). */}
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppProviders>
          <Switch>
            {pages.map(({ pattern, Page }) => (
              <Route key={pattern} path={pattern} component={Page} />
            ))}
          </Switch>
        </AppProviders>
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, location, client };
}
