/**
 * The real 'common' messages on a test i18next instance. @gateway/ui may import only
 * @gateway/domain, not @gateway/i18n, so the tables are read from disk: the tests then prove the
 * keys the widgets use exist, in both languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

function readCommon(language: 'en' | 'zh'): Record<string, unknown> {
  // A path, not a URL: the DOM test environment replaces the global URL class.
  const path = join(import.meta.dirname, '..', '..', '..', 'i18n', 'src', 'locales', `${language}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export async function createTestI18n(language: 'en' | 'zh' = 'en'): Promise<I18nInstance> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: readCommon('en') }, zh: { common: readCommon('zh') } },
    interpolation: { escapeValue: false },
    // A missing key must fail the test that rendered it, not quietly print the key.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(`missing translation ${namespace}:${key}`);
    },
  });
  return instance;
}
