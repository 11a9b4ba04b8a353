import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { noticeTexts } from '@gateway/console-testing/notices';
import remote from '../../expose/routes.tsx';
import { settingsWorld } from '../../testing/settings-page-world.ts';
import { otherSectionKeys } from './other-keys.ts';

const WAIT = { timeout: 45_000 };
const form = (name: string) => screen.findByRole('form', { name }, WAIT);
const fieldNamed = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
const save = (section: HTMLElement) => fireEvent.click(within(section).getByRole('button', { name: /^Save/ }));
const STARTED = 1_700_000_000;
const status = { data: { quota_per_unit: 500000, display_in_currency: true, version: 'v0.1.0', start_time: STARTED } };

describe('other tab', () => {
  it('SET-074, SET-075: notice, name and logo, home, about, footer and links, each field with its stored value', async () => {
    settingsWorld({ stored: { Notice: 'Hello', SystemName: 'Acme AI', TopUpLink: 'https://shop.example.com' } });
    await renderRemotePage(remote, '/setting?tab=other', 'en');
    const titles = { notice: 'Notice', branding: 'Name and logo', home: 'Home page', about: 'About', footer: 'Footer', links: 'Links' };
    for (const [id, title] of Object.entries(titles)) {
      const section = await form(title);
      for (const key of otherSectionKeys[id as keyof typeof titles]) expect(fieldNamed(section, key), key).not.toBeNull();
    }
    expect(fieldNamed(await form('Notice'), 'Notice')?.value).toBe('Hello');
    expect(fieldNamed(await form('Name and logo'), 'SystemName')?.value).toBe('Acme AI');
    expect(fieldNamed(await form('Links'), 'TopUpLink')?.value).toBe('https://shop.example.com');
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('SET-074: the preview follows the typing through the sanitizing renderer, and the notice is saved as written', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=other', 'en');
    const notice = await form('Notice');
    const preview = within(notice).getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Nothing set');
    const written = '**Maintenance** tonight <img src=x onerror="window.__xss(1)">';
    fireEvent.change(fieldNamed(notice, 'Notice')!, { target: { value: written } });
    expect((await within(preview).findByText('Maintenance', {}, WAIT)).tagName).toBe('STRONG');
    save(notice);
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'Notice', value: written }]), WAIT);
  });

  it('SET-074: a home page that is one address is named in the preview, not framed', async () => {
    settingsWorld({ stored: { HomePageContent: 'https://welcome.example.com/' } });
    await renderRemotePage(remote, '/setting?tab=other', 'en');
    const home = await form('Home page');
    const preview = within(home).getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('The page embeds https://welcome.example.com/ full size.');
    expect(preview.querySelector('iframe')).toBeNull();
  });

  it('SET-074, SET-075: a javascript: logo or top-up link is refused before anything is sent', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=other', 'en');
    const branding = await form('Name and logo');
    fireEvent.change(fieldNamed(branding, 'Logo')!, { target: { value: 'javascript:alert(1)' } });
    save(branding);
    expect(await within(branding).findByText(/Logo must be an http:\/\/ or https:\/\/ URL, a path starting with \//, {}, WAIT)).toBeTruthy();
    const links = await form('Links');
    fireEvent.change(fieldNamed(links, 'TopUpLink')!, { target: { value: 'javascript:alert(1)' } });
    save(links);
    expect(await within(links).findByText('Top-up link must be an http:// or https:// URL', {}, WAIT)).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it('SET-077, SET-078: version, start time and uptime; a newer release is announced', async () => {
    const release = {
      current_version: 'v0.1.0',
      latest_version: 'v0.2.0',
      release_name: 'Spring',
      release_url: 'https://github.com/example/gateway/releases/tag/v0.2.0',
      published_at: '',
      update_available: true,
    };
    settingsWorld({ routes: { 'GET /api/status': status, 'GET /api/option/latest_release': { data: release } } });
    await renderRemotePage(remote, '/setting?tab=other', 'en', { loadStatus: true });
    const info = await screen.findByRole('region', { name: 'System information' }, WAIT);
    await within(info).findByText('v0.1.0', {}, WAIT);
    expect(info.textContent).toContain(new Date(STARTED * 1000).toLocaleString('en-US'));
    expect(info.textContent).toMatch(/\d+ d \d+ h \d+ min/);
    fireEvent.click(within(info).getByRole('button', { name: 'Check for updates' }));
    expect(await within(info).findByText(/A new version is available: v0.2.0 \(Spring\)/, {}, WAIT)).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'Release notes' }).getAttribute('href')).toBe(release.release_url);
  });

  it('SET-078: offline, the check fails gracefully with "update check failed", in Chinese too', async () => {
    settingsWorld({ routes: { 'GET /api/status': status, 'GET /api/option/latest_release': { fail: 'Update check failed: no answer within 10 s' } } });
    await renderRemotePage(remote, '/setting?tab=other', 'zh', { loadStatus: true });
    const info = await screen.findByRole('region', { name: '系统信息' }, WAIT);
    fireEvent.click(within(info).getByRole('button', { name: '检查更新' }));
    expect(await within(info).findByText('检查更新失败：no answer within 10 s', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(noticeTexts()).toContain('检查更新失败：no answer within 10 s'), WAIT);
    expect(await form('公告')).toBeTruthy();
  });

  it('SET-078: a network failure says "update check failed" too', async () => {
    settingsWorld({ routes: { 'GET /api/option/latest_release': { networkError: true } } });
    await renderRemotePage(remote, '/setting?tab=other', 'en');
    const info = await screen.findByRole('region', { name: 'System information' }, WAIT);
    fireEvent.click(within(info).getByRole('button', { name: 'Check for updates' }));
    expect(await within(info).findByText(/^Update check failed: /, {}, WAIT)).toBeTruthy();
  });
});
