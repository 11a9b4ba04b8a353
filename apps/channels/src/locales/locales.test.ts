import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { checkKeyParity } from '@gateway/i18n/parity';
import { loadMessages } from './load-messages.ts';

describe('channels messages', () => {
  it('en and zh have the same keys', async () => {
    expect(checkKeyParity(await loadMessages('en'), await loadMessages('zh'))).toEqual({ onlyInEn: [], onlyInZh: [] });
  });

  it('loads only the requested language', async () => {
    const zh = (await loadMessages('zh')) as { nav: { channels: string } };
    const en = (await loadMessages('en')) as { nav: { channels: string } };
    expect(zh.nav.channels).toBe('渠道');
    expect(en.nav.channels).toBe('Channels');
  });

  it('counted messages use i18next plurals in both languages', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { channels: await loadMessages('en') }, zh: { channels: await loadMessages('zh') } },
      interpolation: { escapeValue: false },
    });
    const cases: Array<[string, number, string, string]> = [
      ['messages.created', 1, 'Created 1 channel', '已创建 1 个渠道'],
      ['messages.created', 3, 'Created 3 channels', '已创建 3 个渠道'],
      ['tagEditor.saved', 1, 'Tag updated: 1 channel', '标签已更新：1 个渠道'],
    ];
    for (const [key, count, en, zh] of cases) {
      expect(instance.t(`channels:${key}`, { count, lng: 'en' })).toBe(en);
      expect(instance.t(`channels:${key}`, { count, lng: 'zh' })).toBe(zh);
    }
  });
});
