/**
 * The /personal chunk: the page and its own translations (namespace `personal`), registered when
 * the page is first opened so the signed-out bundle never carries them.
 */
import { registerNamespace } from '@gateway/i18n';
import type { Language } from '@gateway/i18n';
import { PERSONAL_NAMESPACE } from './personal-namespace.ts';

export { default } from './personal-page.tsx';

export function loadPersonalMessages(language: Language): Promise<Record<string, unknown>> {
  return language === 'zh' ? import('./locales/zh.json').then((module) => module.default) : import('./locales/en.json').then((module) => module.default);
}

/** Makes the page's texts available in the current language (and the other one on a switch). */
export function registerPersonalMessages(): Promise<void> {
  return registerNamespace(PERSONAL_NAMESPACE, loadPersonalMessages);
}
