import type { Language } from '@gateway/i18n';

/** The shell's own i18n namespace. */
export const SHELL_NAMESPACE = 'shell';

/** Two literal imports so each language is its own chunk and a page fetches only the one it shows. */
export function loadShellMessages(language: Language): Promise<Record<string, unknown>> {
  return language === 'zh' ? import('./zh.json').then((module) => module.default) : import('./en.json').then((module) => module.default);
}
