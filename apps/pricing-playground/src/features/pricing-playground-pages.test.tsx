import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

// One row per page: route, English title and a phrase of its empty state, Chinese title and empty title.
const pages = [
  { path: '/pricing', en: 'Model pricing', enText: /see the prices of the default group/, zh: '模型价格', zhEmpty: '模型价格' },
] as const;

describe('pricing and playground page frames', () => {
  it.each(pages)('$path shows its title and its empty state (en)', async ({ path, en, enText }) => {
    await renderRemote(remote, path, 'en');
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeTruthy();
    expect(screen.getByText(enText)).toBeTruthy();
  });

  it.each(pages)('$path renders in Chinese', async ({ path, zh, zhEmpty }) => {
    await renderRemote(remote, path, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: zh })).toBeTruthy();
    expect(screen.getAllByText(zhEmpty).length).toBeGreaterThan(0);
  });

  it('SH-007: /pricing leads back home through its breadcrumb', async () => {
    await renderRemote(remote, '/pricing', 'en');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});
