import { describe, expect, it } from 'vitest';
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
});
