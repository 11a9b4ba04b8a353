/**
 * Start-up: wires the API client's one error handler to toasts, translations and the router,
 * waits for the active language's messages and renders. The status call, the translations and
 * the landing page were started by index.ts; nothing here waits on remotes or react-query.
 */
import { createRoot } from 'react-dom/client';
import { i18n } from '@gateway/i18n';
import { configureApiClient } from '@gateway/sdk';
import { notifyExternal } from '@gateway/ui/notify';
import { navigate } from 'wouter/use-browser-location';
import { i18nReady } from './boot/start-early.ts';
import { App } from './app/app.tsx';

configureApiClient({
  notifyError: notifyExternal.error,
  translate: (key, values) => i18n.t(key, values ?? {}),
  redirectToLogin: (path) => navigate(path),
});

const root = createRoot(document.getElementById('root')!);
void i18nReady.then(() => root.render(<App />));
