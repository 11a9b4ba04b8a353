/**
 * Start-up: wires the API client's one error handler, starts the status refresh, loads the
 * translations of the active language and the page the address asks for, all in parallel, then
 * renders. Nothing here waits on remotes or react-query: /login must stay light.
 */
import { createRoot } from 'react-dom/client';
import { i18n, initI18n, registerNamespace } from '@gateway/i18n';
import { configureApiClient, loadStatus } from '@gateway/sdk';
import { notifyExternal } from '@gateway/ui/notify';
import { navigate } from 'wouter/use-browser-location';
import { loadShellMessages, SHELL_NAMESPACE } from './locales/load-shell-messages.ts';
import { preloadShellPage } from './app/routes/shell-pages.ts';
import { App } from './app/app.tsx';

configureApiClient({
  notifyError: notifyExternal.error,
  translate: (key, values) => i18n.t(key, values ?? {}),
  redirectToLogin: (path) => navigate(path),
});

// The failure is kept in the status store; the status gate shows it (SH-010).
loadStatus().catch(() => undefined);
preloadShellPage(window.location.pathname);
void registerNamespace(SHELL_NAMESPACE, loadShellMessages);

const root = createRoot(document.getElementById('root')!);
initI18n()
  .catch((error: unknown) => {
    // Without messages the console still works (keys show); say why in the console for operators.
    console.error('translations could not be loaded', error);
  })
  .finally(() => root.render(<App />));
