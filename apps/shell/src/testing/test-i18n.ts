/**
 * The page's real i18next instance with the real 'common' and 'shell' tables, so a test that
 * renders a key missing from either language fails (setup-tests.ts checks after every test).
 */
import { i18n, initI18n, registerNamespace, setLanguage, type Language } from '@gateway/i18n';
import { loadShellMessages, SHELL_NAMESPACE } from '../locales/load-shell-messages.ts';

const missing: string[] = [];
let started: Promise<void> | undefined;

export async function useTestLanguage(language: Language): Promise<void> {
  started ??= (async () => {
    await registerNamespace(SHELL_NAMESPACE, loadShellMessages);
    await initI18n({ language });
    i18n.options.saveMissing = true;
    i18n.on('missingKey', (_languages, namespace, key) => missing.push(`${namespace}:${key}`));
  })();
  await started;
  if (i18n.language !== language) await setLanguage(language);
}

export function takeMissingKeys(): string[] {
  return missing.splice(0);
}
