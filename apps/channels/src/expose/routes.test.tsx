import { describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import remote from './routes.tsx';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';

describe('channels remote contract', () => {
  it('is the channels container with its own namespace', () => {
    expect(remote.name).toBe('channels');
    expect(remote.namespace).toBe('channels');
  });

  it('SH-003 / CH-001: owns /channel, /channel/add and /channel/edit/:id, all for admins', () => {
    expect(Object.fromEntries(remote.routes.map((route) => [route.path, route.minRole]))).toEqual({
      '/channel': 10,
      '/channel/add': 10,
      '/channel/edit/:id': 10,
    });
  });

  it('SH-021: channels are the first item of the admin section', () => {
    expect(remote.navItems).toHaveLength(1);
    expect(remote.navItems[0]).toMatchObject({ path: '/channel', section: 'admin', order: 10, minRole: 10 });
  });

  it('every route loads a page component', async () => {
    for (const route of remote.routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it.each(['en', 'zh'] as const)('the nav label exists in %s', async (language) => {
    await loadRemoteLanguage(remote, language);
    for (const item of remote.navItems) expect(i18n.exists(item.labelKey, { lng: language, fallbackLng: false })).toBe(true);
  });
});
