import type { Language } from '@gateway/i18n';

/**
 * Loads this remote's messages for one language. Two literal imports so the bundler emits one
 * chunk per language and the page only downloads the language it shows.
 */
export function loadMessages(language: Language): Promise<Record<string, unknown>> {
  return language === 'zh' ? import('./zh.json').then((module) => module.default) : import('./en.json').then((module) => module.default);
}
