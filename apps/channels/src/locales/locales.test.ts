import { describe, expect, it } from 'vitest';
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
});
