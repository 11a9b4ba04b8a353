/**
 * Test helper: renders a remote the way the shell composes it: every RemoteRoute inside a wouter
 * <Route> (so pages read `:params` with useParams), at an in-memory location, with the remote's
 * namespace registered on the one i18next instance in the requested language.
 */
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n, registerNamespace, setLanguage } from '@gateway/i18n';
import type { Language } from '@gateway/i18n';
import type { RemoteModule } from '@gateway/ui/remote-contract';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Puts the one i18next instance in `language` with the remote's messages loaded. */
export async function loadRemoteLanguage(remote: RemoteModule, language: Language): Promise<void> {
  await initI18n({ language });
  await registerNamespace(remote.namespace, remote.loadMessages);
  await setLanguage(language);
}

export async function renderRemote(remote: RemoteModule, path: string, language: Language = 'en') {
  await loadRemoteLanguage(remote, language);
  const pages = await Promise.all(remote.routes.map(async (route) => ({ pattern: route.path, Page: (await route.load()).default })));
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        {pages.map(({ pattern, Page }) => (
          <Route key={pattern} path={pattern} component={Page} />
        ))}
      </Switch>
    </Router>,
  );
  return { ...view, location };
}
