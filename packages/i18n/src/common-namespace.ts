import type { Language } from './language.ts';

/** The namespace shared by the shell, every remote and @gateway/ui widgets. */
export const COMMON_NAMESPACE = 'common';

/**
 * Loads the 'common' messages of one language. Two literal imports so the bundler emits one chunk
 * per language and a page only downloads the language it shows.
 */
export function loadCommonMessages(language: Language): Promise<Record<string, unknown>> {
  return language === 'zh' ? import('./locales/zh.json').then((module) => module.default) : import('./locales/en.json').then((module) => module.default);
}
