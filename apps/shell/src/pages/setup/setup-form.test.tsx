import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShell, stubApi } from '../../testing/render-in-shell.tsx';
import { RELOAD_DELAY_MS, SetupForm } from './setup-form.tsx';
import SetupPage from './setup-page.tsx';

function fillAccount(username: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/管理员用户名/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^确认密码/), { target: { value: confirm } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SetupForm (zh)', () => {
  it('SH-065 / SH-066: an empty form shows the exact Chinese messages', async () => {
    await renderInShell(<SetupForm adminExists={false} />, { language: 'zh', path: '/setup' });
    fireEvent.click(screen.getByRole('button', { name: '初始化系统' }));
    expect(await screen.findByText('请输入管理员用户名')).toBeTruthy();
    expect(screen.getByText('密码长度至少为8个字符')).toBeTruthy();
  });

  it('SH-067: different passwords show 两次输入的密码不一致', async () => {
    await renderInShell(<SetupForm adminExists={false} />, { language: 'zh', path: '/setup' });
    fillAccount('admin', '12345678', '12345679');
    fireEvent.click(screen.getByRole('button', { name: '初始化系统' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('SH-069 / SH-070 / SH-071: sends the account and mode, says so and reloads after 1.5 s', async () => {
    const api = stubApi({ 'POST /api/setup': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    const reload = vi.fn();
    await renderInShell(<SetupForm adminExists={false} reload={reload} />, { language: 'zh', path: '/setup' });
    fillAccount(' admin ', 'password1', 'password1');
    fireEvent.click(screen.getByLabelText('自用模式'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: '初始化系统' }));
    await waitFor(() => expect(screen.getAllByText('系统初始化成功，正在跳转...').length).toBeGreaterThan(0));
    expect(api.calls[0]?.body).toEqual({
      username: 'admin',
      password: 'password1',
      confirmPassword: 'password1',
      SelfUseModeEnabled: true,
      DemoSiteEnabled: false,
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(RELOAD_DELAY_MS);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SH-072: a refusal shows the server message, a network error 系统初始化失败，请重试', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/setup': { success: false, message: '系统已经初始化' } }).fetch);
    await renderInShell(<SetupForm adminExists={false} />, { language: 'zh', path: '/setup' });
    fillAccount('admin', 'password1', 'password1');
    fireEvent.click(screen.getByRole('button', { name: '初始化系统' }));
    expect(await screen.findByText('系统已经初始化')).toBeTruthy();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: '初始化系统' }));
    expect(await screen.findByText('系统初始化失败，请重试')).toBeTruthy();
  });

  it('SH-064: with an existing admin only the usage mode is asked', async () => {
    await renderInShell(<SetupForm adminExists />, { language: 'zh', path: '/setup' });
    expect(screen.queryByLabelText(/管理员用户名/)).toBeNull();
    expect(screen.getByLabelText('对外运营模式')).toBeTruthy();
  });
});

describe('SetupPage', () => {
  it('SH-061 / SH-063: loads GET /api/setup and warns about SQLite', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /api/setup': { success: true, message: '', data: { status: false, root_init: false, database_type: 'sqlite' } } }).fetch,
    );
    await renderInShell(<SetupPage />, { path: '/setup' });
    expect(await screen.findByText(/stores its data in SQLite/)).toBeTruthy();
    expect(screen.getByLabelText(/Administrator username/)).toBeTruthy();
  });

  it('SH-061: a failed status call says 获取初始化状态失败 and offers a retry', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/setup': () => new Response('oops', { status: 502 }) }).fetch);
    await renderInShell(<SetupPage />, { language: 'zh', path: '/setup' });
    expect(await screen.findByText('获取初始化状态失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('SH-069: the help button explains the three modes', async () => {
    await renderInShell(<SetupForm adminExists />, { path: '/setup' });
    fireEvent.click(screen.getByRole('button', { name: 'What do these mean?' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(/offering the gateway to other people/)).toBeTruthy();
  });
});
