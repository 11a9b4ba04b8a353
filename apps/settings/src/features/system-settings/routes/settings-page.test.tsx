import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@gateway/domain';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import remote from '../../../expose/routes.tsx';
import { settingsWorld } from '../../../testing/settings-page-world.ts';

// The page's own tabs only: the operation tab nests ratio tabs of its own once its sections load.
const areaTabs = () => within(screen.getByRole('tablist', { name: /^(Settings areas|设置分区)$/ })).getAllByRole('tab');
const selectedTab = () => areaTabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
const WAIT = { timeout: 45_000 };

describe('/setting page frame', () => {
  it('SET-001 / SET-002 / SET-004: shows the five tabs, opens operation when no tab is given and loads GET /api/option/', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'System settings' })).toBeTruthy();
    expect(areaTabs().map((tab) => tab.textContent)).toEqual(['Operation', 'Rate limits', 'Models', 'System', 'Other']);
    expect(selectedTab()?.textContent).toBe('Operation');
    await waitFor(() => expect(api.callsTo('GET', '/api/option/')).toHaveLength(1), WAIT);
  });

  it('SET-001: ?tab= chooses the tab, and the breadcrumb names it', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    expect(selectedTab()?.textContent).toBe('Rate limits');
    expect(await screen.findByRole('heading', { name: 'Model request rate limit' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'System settings' }).getAttribute('href')).toBe('/setting');
  });

  it('SET-002: an unknown tab falls back to operation', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=payments', 'en');
    expect(selectedTab()?.textContent).toBe('Operation');
  });

  it('SET-001: clicking a tab writes it to ?tab= and keeps other parameters', async () => {
    settingsWorld();
    const { location } = await renderRemotePage(remote, '/setting?tab=models&from=sidebar', 'en');
    fireEvent.click(screen.getByRole('tab', { name: 'Other' }));
    expect(location.history?.at(-1)).toBe('/setting?tab=other&from=sidebar');
    expect(selectedTab()?.textContent).toBe('Other');
  });

  it('SET-003: an admin who is not root sees the tabs but no options are requested', async () => {
    const api = settingsWorld({ role: Role.Admin });
    await renderRemotePage(remote, '/setting', 'en');
    expect(areaTabs()).toHaveLength(5);
    expect(screen.getByText(/super admin \(root\) only/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/option/')).toHaveLength(0);
  });

  it('renders the tabs in Chinese', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '系统设置' })).toBeTruthy();
    expect(areaTabs().map((tab) => tab.textContent)).toEqual(['运营设置', '速率限制', '模型相关设置', '系统设置', '其他设置']);
    expect(await screen.findByRole('heading', { name: '模型请求速率限制' }, WAIT)).toBeTruthy();
  });
});
