import { describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import remote from './routes.tsx';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';

const routeRoles = () => Object.fromEntries(remote.routes.map((route) => [route.path, route.minRole]));

describe('tokens_wallet remote contract', () => {
  it('is the tokens_wallet container with its own namespace', () => {
    expect(remote.name).toBe('tokens_wallet');
    expect(remote.namespace).toBe('tokens_wallet');
  });

  it('SH-003 / SH-005: owns /token and /topup for signed-in users and /redemption for admins', () => {
    expect(routeRoles()).toEqual({ '/token': 1, '/redemption': 10, '/topup': 1 });
  });

  it('SH-019: API tokens sit in the console section, always visible, after the dashboard', () => {
    const tokens = remote.navItems.find((item) => item.path === '/token');
    expect(tokens).toMatchObject({ section: 'console', order: 20, minRole: 1 });
    expect(tokens?.visibleWhen).toBeUndefined();
  });

  it('SH-021: redemption codes sit in the admin section for admins only', () => {
    expect(remote.navItems.find((item) => item.path === '/redemption')).toMatchObject({ section: 'admin', order: 20, minRole: 10 });
  });

  it('SH-022: the wallet is the first item of the personal section', () => {
    expect(remote.navItems.find((item) => item.path === '/topup')).toMatchObject({ section: 'personal', order: 10, minRole: 1 });
  });

  it('every route loads a page component and every nav item points at a route', async () => {
    for (const route of remote.routes) expect(typeof (await route.load()).default).toBe('function');
    const paths = new Set(remote.routes.map((route) => route.path));
    for (const item of remote.navItems) expect(paths.has(item.path)).toBe(true);
  });

  it.each(['en', 'zh'] as const)('every nav label exists in %s', async (language) => {
    await loadRemoteLanguage(remote, language);
    for (const item of remote.navItems) {
      expect(i18n.exists(item.labelKey, { lng: language, fallbackLng: false })).toBe(true);
    }
  });
});
