/** The languages the console offers (COM-033). English is the fallback. */
export type Language = 'en' | 'zh';

export const supportedLanguages: readonly { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'zh', label: '中文' },
];

/** localStorage key the chosen language is kept under (COM-034: the language choice survives a reload; the key i18next's language detector reads). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Maps any language tag to one we ship: 'zh', 'zh-CN', 'zh-Hant' → 'zh'; 'en', 'en-GB' → 'en'.
 * Anything else is not ours to guess, so it answers undefined and the caller falls back.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  return undefined;
}

function readStoredLanguage(): Language | undefined {
  try {
    return normalizeLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can throw (privacy mode, sandboxed iframe); detection just moves on.
    return undefined;
  }
}

function readNavigatorLanguage(): Language {
  const navigatorLike = globalThis.navigator as Navigator | undefined;
  const tags = navigatorLike?.languages?.length ? navigatorLike.languages : [navigatorLike?.language];
  const first = tags.find((tag) => typeof tag === 'string' && tag !== '');
  return first !== undefined && normalizeLanguage(first) === 'zh' ? 'zh' : 'en';
}

/** Stored choice first, then the browser's first language (zh* → zh), else English. */
export function detectLanguage(): Language {
  return readStoredLanguage() ?? readNavigatorLanguage();
}

export function persistLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not block switching.
  }
}

/** Screen readers and the browser's hyphenation/spell-check follow <html lang>. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
