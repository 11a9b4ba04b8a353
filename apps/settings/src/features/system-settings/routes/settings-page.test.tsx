import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import remote from '../../../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('/setting page frame', () => {
  it('SET-001 / SET-002: shows the five tabs and opens the operation tab when no tab is given', async () => {
    await renderRemote(remote, '/setting', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'System settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Operation', 'Rate limits', 'Models', 'System', 'Other']);
    expect(selectedTab()?.textContent).toBe('Operation');
    expect(screen.getByRole('tabpanel').textContent).toContain('model pricing editors');
  });

  it('SET-001: ?tab= chooses the tab, and the breadcrumb names it', async () => {
    await renderRemote(remote, '/setting?tab=ratelimit', 'en');
    expect(selectedTab()?.textContent).toBe('Rate limits');
    expect(screen.getByText('Model request rate limit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'System settings' }).getAttribute('href')).toBe('/setting');
    expect(screen.getAllByText('Rate limits')).toHaveLength(2);
  });

  it('SET-002: an unknown tab falls back to operation', async () => {
    await renderRemote(remote, '/setting?tab=payments', 'en');
    expect(selectedTab()?.textContent).toBe('Operation');
  });

  it('SET-001: clicking a tab writes it to ?tab= and keeps other parameters', async () => {
    const { location } = await renderRemote(remote, '/setting?tab=models&from=sidebar', 'en');
    expect(screen.getByText('Model-related settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Other' }));
    expect(location.history?.at(-1)).toBe('/setting?tab=other&from=sidebar');
    expect(selectedTab()?.textContent).toBe('Other');
    expect(screen.getByRole('tabpanel').textContent).toContain('check for updates');
  });

  it('renders the tabs and the chosen panel in Chinese', async () => {
    await renderRemote(remote, '/setting?tab=system', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '系统设置' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['运营设置', '速率限制', '模型相关设置', '系统设置', '其他设置']);
    expect(screen.getByRole('tabpanel').textContent).toContain('Turnstile 人机验证');
  });
});
