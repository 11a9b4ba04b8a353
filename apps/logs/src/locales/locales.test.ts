import { describe, expect, it } from 'vitest';
import { checkKeyParity } from '@gateway/i18n/parity';
import { loadMessages } from './load-messages.ts';

describe('logs messages', () => {
  it('en and zh have the same keys', async () => {
    expect(checkKeyParity(await loadMessages('en'), await loadMessages('zh'))).toEqual({ onlyInEn: [], onlyInZh: [] });
  });

  it('loads only the requested language', async () => {
    const zh = (await loadMessages('zh')) as { nav: { usageLog: string } };
    const en = (await loadMessages('en')) as { nav: { usageLog: string } };
    expect(zh.nav.usageLog).toBe('使用日志');
    expect(en.nav.usageLog).toBe('Usage log');
  });
});
