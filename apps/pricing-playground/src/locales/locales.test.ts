import { describe, expect, it } from 'vitest';
import { checkKeyParity } from '@gateway/i18n/parity';
import { loadMessageTables, loadMessages } from './load-messages.ts';

describe('pricing_playground messages', () => {
  it('en and zh have the same keys', async () => {
    expect(checkKeyParity(await loadMessages('en'), await loadMessages('zh'))).toEqual({ onlyInEn: [], onlyInZh: [] });
  });

  it.each(['en', 'zh'] as const)('no two feature tables claim the same top-level key (%s)', async (language) => {
    const owners = new Map<string, number>();
    for (const [index, table] of (await loadMessageTables(language)).entries()) {
      for (const key of Object.keys(table)) {
        expect(owners.get(key), `"${key}" is in tables ${owners.get(key)} and ${index}`).toBeUndefined();
        owners.set(key, index);
      }
    }
  });

  it('loads only the requested language', async () => {
    const zh = (await loadMessages('zh')) as { nav: { playground: string } };
    const en = (await loadMessages('en')) as { nav: { playground: string } };
    expect(zh.nav.playground).toBe('操练场');
    expect(en.nav.playground).toBe('Playground');
  });
});
