import { describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import remote from './routes.tsx';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';

describe('pricing_playground remote contract', () => {
  it('is the pricing_playground container with its own namespace', () => {
    expect(remote.name).toBe('pricing_playground');
    expect(remote.namespace).toBe('pricing_playground');
  });

  it('SH-002 / SH-003 / SH-007 / PP-033 / PP-034: /pricing and /chat/:id? are public, /playground and /chat2link need a login', () => {
    expect(Object.fromEntries(remote.routes.map((route) => [route.path, route.minRole]))).toEqual({
      '/pricing': 0,
      '/playground': 1,
      '/chat/:id?': 0,
      '/chat2link': 1,
    });
  });

  it('SH-018: the playground is the one item this remote adds to the "Playground and chat" section', () => {
    expect(remote.navItems).toHaveLength(1);
    expect(remote.navItems[0]).toMatchObject({ path: '/playground', section: 'playground', order: 10, minRole: 1 });
  });

  it('every route loads a page component', async () => {
    for (const route of remote.routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it.each(['en', 'zh'] as const)('the nav label exists in %s', async (language) => {
    await loadRemoteLanguage(remote, language);
    for (const item of remote.navItems) expect(i18n.exists(item.labelKey, { lng: language, fallbackLng: false })).toBe(true);
  });
});
