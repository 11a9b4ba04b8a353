import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '@gateway/i18n';
import { readThemeMode, THEME_MODE_STORAGE_KEY } from '@gateway/ui/theme';
import { session, storageKeys } from '@gateway/sdk';
import { documentLang, hasStoredUser, LANGUAGE_KEY, preferredLanguage, preferredTheme, THEME_KEY, USER_KEY } from './document-preferences.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('document preferences (the head script’s copy of the console’s rules)', () => {
  it('reads the same storage keys as the console', () => {
    expect([LANGUAGE_KEY, THEME_KEY, USER_KEY]).toEqual([LANGUAGE_STORAGE_KEY, THEME_MODE_STORAGE_KEY, storageKeys.user]);
  });

  it.each<[string | null, string[]]>([
    [null, ['zh-CN', 'en']],
    [null, ['en-GB', 'zh']],
    [null, ['fr-FR', 'zh-CN']],
    ['zh', ['en-US']],
    ['en-US', ['zh-TW']],
    ['klingon', ['zh-Hant']],
  ])('picks the language detectLanguage picks (stored %s, browser %j)', (stored, languages) => {
    if (stored !== null) localStorage.setItem(LANGUAGE_KEY, stored);
    vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
    expect(preferredLanguage()).toBe(detectLanguage());
  });

  it.each<[string | null, boolean]>([
    [null, true],
    [null, false],
    ['light', true],
    ['dark', false],
    ['purple', true],
  ])('picks the theme readThemeMode picks (stored %s, system dark %s)', (stored, systemDark) => {
    if (stored !== null) localStorage.setItem(THEME_KEY, stored);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query.includes('dark') }));
    expect(preferredTheme()).toBe(readThemeMode());
  });

  it.each(['{"id":7,"username":"ada"}', '{"id":0}', '{"id":"7"}', 'not json', '[]'])('sees a signed-in user exactly when the sdk does (%s)', (raw) => {
    localStorage.setItem(USER_KEY, raw);
    expect(hasStoredUser()).toBe(session.getUser() !== null);
  });

  it('writes <html lang> as the console does', () => {
    expect([documentLang('en'), documentLang('zh')]).toEqual(['en', 'zh-CN']);
  });
});
