/**
 * The visitor's language, theme and sign-in as the browser knows them, read without React, i18next
 * or MUI (the head script of prerendered documents uses this before anything else loads). The
 * rules are those of @gateway/i18n detectLanguage, @gateway/ui readThemeMode and the sdk session;
 * document-preferences.test.ts holds them to it.
 */
import type { PrerenderLanguage, PrerenderTheme } from './prerender-contract.ts';

export const LANGUAGE_KEY = 'i18nextLng';
export const THEME_KEY = 'theme-mode';
export const USER_KEY = 'user';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function languageOfTag(tag: string | null | undefined): PrerenderLanguage | undefined {
  if (typeof tag !== 'string') return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  return undefined;
}

/** The stored choice, else the browser's first language (zh* → zh), else English. */
export function preferredLanguage(): PrerenderLanguage {
  const stored = languageOfTag(read(LANGUAGE_KEY));
  if (stored !== undefined) return stored;
  const navigatorLike = globalThis.navigator as Navigator | undefined;
  const tags = navigatorLike?.languages?.length ? navigatorLike.languages : [navigatorLike?.language];
  const first = tags.find((tag) => typeof tag === 'string' && tag !== '');
  return languageOfTag(first) === 'zh' ? 'zh' : 'en';
}

/** The stored choice, else the operating system's preference. */
export function preferredTheme(): PrerenderTheme {
  const stored = read(THEME_KEY);
  if (stored === 'dark' || stored === 'light') return stored;
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Whether a user is stored (the sdk's rule: a JSON object with a positive integer id). */
export function hasStoredUser(): boolean {
  try {
    const value: unknown = JSON.parse(read(USER_KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return false;
    const id = (value as { id?: unknown }).id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0;
  } catch {
    return false;
  }
}

/** The <html lang> value for a language (what @gateway/i18n sets). */
export function documentLang(language: PrerenderLanguage): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
