import { describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import remote from './routes.tsx';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';

const navItem = (path: string) => remote.navItems.find((item) => item.path === path);

describe('logs remote contract', () => {
  it('is the logs container with its own namespace', () => {
    expect(remote.name).toBe('logs');
    expect(remote.namespace).toBe('logs');
  });

  it('SH-005 / LOG-053: owns /log and /detail for signed-in users; no drawing/task placeholders', () => {
    expect(Object.fromEntries(remote.routes.map((route) => [route.path, route.minRole]))).toEqual({
      '/log': 1,
      '/detail': 1,
    });
  });

  it('SH-019 / LOG-053: the dashboard opens the console section only when data export is on', () => {
    expect(navItem('/detail')).toMatchObject({ section: 'console', order: 10, visibleWhen: 'enable_data_export' });
  });

  it('SH-019: the usage log is always in the console section, after API tokens (20)', () => {
    expect(navItem('/log')).toMatchObject({ section: 'console', order: 30 });
    expect(navItem('/log')?.visibleWhen).toBeUndefined();
  });

  it('SH-020: no drawing or task log entry until the task relay exists (a route works or is not in the navigation)', () => {
    expect(navItem('/midjourney')).toBeUndefined();
    expect(navItem('/task')).toBeUndefined();
  });

  it('every route loads a page component', async () => {
    for (const route of remote.routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it.each(['en', 'zh'] as const)('every nav label exists in %s', async (language) => {
    await loadRemoteLanguage(remote, language);
    for (const item of remote.navItems) expect(i18n.exists(item.labelKey, { lng: language, fallbackLng: false })).toBe(true);
  });
});
