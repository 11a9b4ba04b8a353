/**
 * What the first screen waits for besides the app code: the one GET /api/status of this page
 * load and the active language's messages (with the shell's namespace). index.ts imports this
 * next to the app, so both start while react-dom and MUI are still arriving.
 */
import { initI18n, registerNamespace } from '@gateway/i18n';
import { loadStatus } from '@gateway/sdk';
import { loadShellMessages, SHELL_NAMESPACE } from '../locales/load-shell-messages.ts';

// The failure stays in the status store, where the status gate shows it (SH-010).
loadStatus().catch(() => undefined);

void registerNamespace(SHELL_NAMESPACE, loadShellMessages);

/** Settles once the active language's messages are in; a failure leaves the keys showing. */
export const i18nReady: Promise<void> = initI18n().catch((error: unknown) => {
  console.error('translations could not be loaded', error);
});
