/**
 * What the first screen waits for besides the app code: the one GET /api/status of this page
 * load (or the status a prerendered document carries), the active language's messages (with the shell's namespace) and, for a
 * stored login on a console page, the console's chunk and the page's remote. index.ts imports this
 * next to the app, so both start while react-dom and MUI are still arriving.
 */
import { initI18n, registerNamespace } from '@gateway/i18n';
import { loadStatus, primeStatus, session } from '@gateway/sdk';
import { loadShellMessages, SHELL_NAMESPACE } from '../locales/load-shell-messages.ts';
import { readInlineStatus } from '../prerender/read-document-state.ts';
import { opensConsole, startConsole } from '../app/routes/console-area-loader.ts';
import { startRemoteEarly } from '../remotes/start-remote-early.ts';

// A prerendered document carries the status the server answered for it (ADR 0023); otherwise
// ask. The failure stays in the status store, where the status gate shows it (SH-010).
const inlineStatus = readInlineStatus();
if (inlineStatus !== undefined) primeStatus(inlineStatus);
else loadStatus().catch(() => undefined);

void registerNamespace(SHELL_NAMESPACE, loadShellMessages);

// A stored login opening a console page: the console's chunk and the page's remote start now, while
// the rest of the shell's code is still being run, not after the first render has asked for them.
if (session.getUser() !== null && opensConsole(location.pathname)) {
  startRemoteEarly(location.pathname);
  startConsole(location.pathname);
}

/** Settles once the active language's messages are in; a failure leaves the keys showing. */
export const i18nReady: Promise<void> = initI18n().catch((error: unknown) => {
  console.error('translations could not be loaded', error);
});
