import { describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import remote from './routes.tsx';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';

describe('settings remote contract', () => {
  it('is the settings container with its own namespace', () => {
    expect(remote.name).toBe('settings');
    expect(remote.namespace).toBe('settings');
  });

  it("SH-004 / SH-005 / SET-003 / USR-002: owns /setting and the user routes for admins (/user/reset, the reset-email link, is the shell's)", () => {
    expect(Object.fromEntries(remote.routes.map((route) => [route.path, route.minRole]))).toEqual({
      '/setting': 10,
      '/user': 10,
      '/user/edit/:id': 10,
      '/user/edit': 10,
    });
  });

  it('SH-021 / USR-001: users then system settings close the admin section', () => {
    expect(remote.navItems.map(({ path, section, order, minRole }) => ({ path, section, order, minRole }))).toEqual([
      { path: '/user', section: 'admin', order: 30, minRole: 10 },
      { path: '/setting', section: 'admin', order: 40, minRole: 10 },
    ]);
  });

  it('every route loads a page component', async () => {
    for (const route of remote.routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it.each(['en', 'zh'] as const)('every nav label exists in %s', async (language) => {
    await loadRemoteLanguage(remote, language);
    for (const item of remote.navItems) expect(i18n.exists(item.labelKey, { lng: language, fallbackLng: false })).toBe(true);
  });
});
