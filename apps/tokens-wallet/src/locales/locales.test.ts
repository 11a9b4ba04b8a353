import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { checkKeyParity } from '@gateway/i18n/parity';
import { loadMessages } from './load-messages.ts';

describe('tokens_wallet messages', () => {
  it('en and zh have the same keys', async () => {
    expect(checkKeyParity(await loadMessages('en'), await loadMessages('zh'))).toEqual({ onlyInEn: [], onlyInZh: [] });
  });

  it('loads only the requested language', async () => {
    const zh = (await loadMessages('zh')) as { nav: { tokens: string } };
    const en = (await loadMessages('en')) as { nav: { tokens: string } };
    expect(zh.nav.tokens).toBe('API 令牌');
    expect(en.nav.tokens).toBe('API tokens');
  });

  it('counted messages use i18next plurals in both languages', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { tokens_wallet: await loadMessages('en') }, zh: { tokens_wallet: await loadMessages('zh') } },
      interpolation: { escapeValue: false },
    });
    const cases: Array<[string, number, string, string]> = [
      ['tokens.messages.created', 1, 'Token created', '已创建 1 个令牌'],
      ['tokens.messages.created', 5, 'Created 5 tokens', '已创建 5 个令牌'],
    ];
    for (const [key, count, en, zh] of cases) {
      expect(instance.t(`tokens_wallet:${key}`, { count, lng: 'en' })).toBe(en);
      expect(instance.t(`tokens_wallet:${key}`, { count, lng: 'zh' })).toBe(zh);
    }
  });
});
