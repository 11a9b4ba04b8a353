import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@gateway/i18n';
import { useThemeMode } from '@gateway/ui/theme';
import { LANGUAGE_COOKIE, THEME_COOKIE } from '../prerender/prerender-contract.ts';
import { setPreferenceCookie } from '../prerender/preference-cookie.ts';

/**
 * Keeps the language and theme cookies in step with the switches, so the next prerendered
 * document the server sends is already in the visitor's language and theme (ADR 0023).
 */
export function PreferenceCookies() {
  const { mode } = useThemeMode();
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  useEffect(() => setPreferenceCookie(THEME_COOKIE, mode), [mode]);
  useEffect(() => {
    if (language !== undefined) setPreferenceCookie(LANGUAGE_COOKIE, language);
  }, [language]);
  return null;
}
