import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { noticeTexts } from '@gateway/console-testing/notices';
import remote from '../../expose/routes.tsx';
import { settingsWorld } from '../../testing/settings-page-world.ts';
import { operationSectionKeys } from './operation-keys.ts';

const WAIT = { timeout: 45_000 };
const form = (name: string) => screen.findByRole('form', { name }, WAIT);
const inputNamed = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);

afterEach(() => {
  vi.useRealTimers();
});

describe('operation tab', () => {
  it('SET-011 … SET-024: the seven sections, each with a field for every one of its options, showing the stored value or the default', async () => {
    settingsWorld({ stored: { RetryTimes: '3', SensitiveWords: 'alpha\nbeta' } });
    await renderRemotePage(remote, '/setting?tab=operation', 'en');
    const titles = {
      general: 'General',
      drawing: 'Drawing',
      sensitive: 'Sensitive words',
      log: 'Logs',
      dashboard: 'Data dashboard',
      monitor: 'Monitoring',
      quota: 'Quota',
    };
    for (const [id, title] of Object.entries(titles)) {
      const section = await form(title);
      for (const key of operationSectionKeys[id as keyof typeof operationSectionKeys]) expect(inputNamed(section, key), key).not.toBeNull();
    }
    const general = await form('General');
    expect(inputNamed(general, 'RetryTimes')?.value).toBe('3');
    expect(inputNamed(general, 'QuotaPerUnit')?.value).toBe('500000');
    expect(inputNamed(general, 'DisplayInCurrencyEnabled')?.checked).toBe(true);
    expect((inputNamed(await form('Sensitive words'), 'SensitiveWords') as unknown as HTMLTextAreaElement | null)?.value).toBe('alpha\nbeta');
    expect(inputNamed(await form('Data dashboard'), 'DataExportInterval')?.value).toBe('5');
  });

  it('SET-020 / SET-021: the dashboard granularity offers hour, day and week; the interval field has a minimum of 1', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting', 'en');
    const dashboard = await form('Data dashboard');
    expect(inputNamed(dashboard, 'DataExportInterval')?.getAttribute('min')).toBe('1');
    fireEvent.mouseDown(within(dashboard).getByRole('combobox', { name: 'Default time granularity' }));
    const list = await screen.findByRole('listbox', {}, WAIT);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hour', 'Day', 'Week']);
    fireEvent.click(within(list).getByRole('option', { name: 'Week' }));
    fireEvent.click(within(dashboard).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'DataExportDefaultTime', value: 'week' }]), WAIT);
  });

  it('SET-023 / SET-024: thresholds and quotas below 0 are refused before anything is sent', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting', 'en');
    const quota = await form('Quota');
    fireEvent.change(within(quota).getByLabelText('Quota for new users'), { target: { value: '-5' } });
    fireEvent.click(within(quota).getByRole('button', { name: /^Save/ }));
    expect(await within(quota).findByText('Quota for new users must be at least 0', {}, WAIT)).toBeTruthy();
    const monitor = await form('Monitoring');
    fireEvent.change(within(monitor).getByLabelText('Slowest channel test (seconds)'), { target: { value: '-1' } });
    fireEvent.click(within(monitor).getByRole('button', { name: /^Save/ }));
    expect(await within(monitor).findByText('Slowest channel test (seconds) must be at least 0', {}, WAIT)).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it('SET-024: a quota field says what the quota is worth at the quota per unit being edited', async () => {
    settingsWorld({ stored: { QuotaForNewUser: '1000000' } });
    await renderRemotePage(remote, '/setting', 'en');
    const quota = await form('Quota');
    expect(within(quota).getByText('Equals $2.00 at the current quota per unit')).toBeTruthy();
    fireEvent.change(within(await form('General')).getByLabelText('Quota per unit'), { target: { value: '1000000' } });
    expect(within(quota).getByText('Equals $1.00 at the current quota per unit')).toBeTruthy();
  });

  it('SET-018 / SET-019: log cleanup defaults to one month back, asks, calls DELETE /api/log/?target_timestamp= and reports the count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 15, 4, 5));
    const api = settingsWorld({ routes: { 'DELETE /api/log/': { data: 42 } } });
    await renderRemotePage(remote, '/setting', 'en');
    const logs = await form('Logs');
    expect((within(logs).getByLabelText('Delete logs before', { selector: 'input' }) as HTMLInputElement).value).toBe('10/22/2026 03:04:05 PM');
    fireEvent.click(within(logs).getByRole('button', { name: 'Clean logs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete old logs?' }, WAIT);
    expect(api.callsTo('DELETE', '/api/log/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete logs' }));
    await waitFor(() => expect(noticeTexts()).toContain('42 log entries cleaned'), WAIT);
    const [call] = api.callsTo('DELETE', '/api/log/');
    expect(call!.query.get('target_timestamp')).toBe(String(Math.floor(new Date(2026, 9, 22, 15, 4, 5).getTime() / 1000)));
    expect(api.puts()).toEqual([]);
  });

  it('LogRetentionDays in the log section — 0 (keep forever) by default, at least 0, saved as typed', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting', 'en');
    const logs = await form('Logs');
    const field = inputNamed(logs, 'LogRetentionDays')!;
    expect(field.value).toBe('0');
    expect(field.getAttribute('min')).toBe('0');
    expect(within(logs).getByText(/0 keeps them forever/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '90' } });
    fireEvent.click(within(logs).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'LogRetentionDays', value: '90' }]), WAIT);
  });

  it('SET-018: log cleanup needs a chosen time', async () => {
    const api = settingsWorld({ routes: { 'DELETE /api/log/': { data: 0 } } });
    await renderRemotePage(remote, '/setting', 'en');
    const logs = await form('Logs');
    const clear = within(logs).getByRole('button', { name: 'Clear' });
    fireEvent.click(clear);
    fireEvent.click(within(logs).getByRole('button', { name: 'Clean logs' }));
    expect(await within(logs).findByText('Choose a time first', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE', '/api/log/')).toHaveLength(0);
  });

  it('renders the sections in Chinese', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting', 'zh');
    for (const title of ['通用设置', '绘图设置', '屏蔽词过滤', '日志设置', '数据看板', '监控设置', '额度设置']) expect(await form(title)).toBeTruthy();
    expect(screen.getByRole('button', { name: '清理日志' })).toBeTruthy();
  });
});
