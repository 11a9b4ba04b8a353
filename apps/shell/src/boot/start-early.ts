/**
 * What the first screen waits for besides the app code: the one GET /api/status of this page
 * load (or the status a prerendered document carries) and the active language's messages (with the shell's namespace). index.ts imports this
 * next to the app, so both start while react-dom and MUI are still arriving.
 */
import { initI18n, registerNamespace } from '@gateway/i18n';
import { loadStatus, primeStatus } from '@gateway/sdk';
import { loadShellMessages, SHELL_NAMESPACE } from '../locales/load-shell-messages.ts';
import { readInlineStatus } from '../prerender/read-document-state.ts';

// A prerendered document carries the status the server answered for it (ADR 0023); otherwise
// ask. The failure stays in the status store, where the status gate shows it (SH-010).
const inlineStatus = readInlineStatus();
if (inlineStatus !== undefined) primeStatus(inlineStatus);
else loadStatus().catch(() => undefined);

void registerNamespace(SHELL_NAMESPACE, loadShellMessages);

/** Settles once the active language's messages are in; a failure leaves the keys showing. */
export const i18nReady: Promise<void> = initI18n().catch((error: unknown) => {
  console.error('translations could not be loaded', error);
});
