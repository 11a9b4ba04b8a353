import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('./index.ts');

/** A fresh module (and so a fresh i18next instance and registry) per test, like a page load. */
async function loadFresh(): Promise<I18nModule> {
  vi.resetModules();
  return import('./index.ts');
}

function setNavigatorLanguages(languages: string[]): void {
  Object.defineProperty(globalThis.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(globalThis.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  setNavigatorLanguages(['en-US']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initI18n language choice (COM-033, COM-034)', () => {
  it('uses the language stored under i18nextLng', async () => {
    localStorage.setItem('i18nextLng', 'zh-CN');
    const { initI18n, i18n, currentLanguage } = await loadFresh();
    await initI18n();
    expect(currentLanguage()).toBe('zh');
    expect(i18n.t('common:actions.save')).toBe('保存');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('falls back to a Chinese browser language, then English', async () => {
    setNavigatorLanguages(['zh-TW', 'en']);
    const first = await loadFresh();
    await first.initI18n();
    expect(first.currentLanguage()).toBe('zh');

    setNavigatorLanguages(['fr-FR']);
    const second = await loadFresh();
    await second.initI18n();
    expect(second.currentLanguage()).toBe('en');
    expect(second.i18n.t('common:pagination.range', { start: 1, end: 10, total: 35 })).toBe('Row 1 - 10, Total 35');
  });

  it('only loads the active language of the common namespace', async () => {
    const { initI18n, i18n } = await loadFresh();
    await initI18n({ language: 'en' });
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'common')).toBe(false);
  });
});

describe('registerNamespace and setLanguage', () => {
  it('loads a namespace registered after start-up for the current language only', async () => {
    const { initI18n, registerNamespace, i18n } = await loadFresh();
    await initI18n({ language: 'en' });
    const loader = vi.fn(async (language: 'en' | 'zh') => ({ title: language === 'zh' ? '渠道' : 'Channels' }));
    await registerNamespace('channels', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('en');
    expect(i18n.t('channels:title')).toBe('Channels');
  });

  it('accepts a JSON module object as returned by import()', async () => {
    const { initI18n, registerNamespace, i18n } = await loadFresh();
    await initI18n({ language: 'en' });
    const moduleLike = Object.defineProperty({ default: { title: 'Logs' } }, Symbol.toStringTag, { value: 'Module' });
    await registerNamespace('logs', async () => moduleLike as unknown as Record<string, unknown>);
    expect(i18n.t('logs:title')).toBe('Logs');
  });

  it('loads every registered namespace before switching, persists the choice and sets <html lang>', async () => {
    const { initI18n, registerNamespace, setLanguage, i18n, currentLanguage } = await loadFresh();
    await initI18n({ language: 'en' });
    await registerNamespace('tokens', async (language) => ({ title: language === 'zh' ? '令牌' : 'Tokens' }));
    const seenWhileSwitching: string[] = [];
    i18n.on('languageChanged', () => seenWhileSwitching.push(i18n.t('tokens:title')));

    await setLanguage('zh');

    expect(currentLanguage()).toBe('zh');
    expect(seenWhileSwitching).toEqual(['令牌']);
    expect(i18n.t('common:messages.logoutSuccessful')).toBe('注销成功!');
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('keeps the current language when a bundle of the new one cannot be loaded', async () => {
    const { initI18n, registerNamespace, setLanguage, currentLanguage } = await loadFresh();
    await initI18n({ language: 'en' });
    await registerNamespace('broken', async (language) => {
      if (language === 'zh') throw new Error('chunk failed');
      return { title: 'ok' };
    });
    await expect(setLanguage('zh')).rejects.toThrow('chunk failed');
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('refuses a language the console does not ship', async () => {
    const { initI18n, setLanguage } = await loadFresh();
    await initI18n({ language: 'en' });
    await expect(setLanguage('fr' as 'en')).rejects.toThrow(RangeError);
  });

  it('loads namespaces registered before initI18n during start-up', async () => {
    const { initI18n, registerNamespace, i18n } = await loadFresh();
    const loader = vi.fn(async () => ({ title: 'Settings' }));
    await registerNamespace('settings', loader);
    expect(loader).not.toHaveBeenCalled();
    await initI18n({ language: 'en' });
    expect(i18n.t('settings:title')).toBe('Settings');
  });
});

describe('normalizeLanguage', () => {
  it('maps regional tags to the shipped languages and rejects others', async () => {
    const { normalizeLanguage } = await loadFresh();
    expect(['zh', 'zh-CN', 'ZH-hant', 'en', 'en-GB', 'fr', '', null].map((tag) => normalizeLanguage(tag))).toEqual([
      'zh',
      'zh',
      'zh',
      'en',
      'en',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('translate', () => {
  it('translates namespaced keys with values, for code outside React', async () => {
    const { initI18n, translate } = await loadFresh();
    await initI18n({ language: 'zh' });
    expect(translate('common:messages.copied', { text: 'sk-1' })).toBe('已复制：sk-1');
    expect(translate('common:errors.tooManyRequests')).toBe('请求次数过多，请稍后再试');
  });
});
