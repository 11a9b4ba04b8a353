import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@gateway/i18n';
import { configureApiClient } from '@gateway/sdk';
import { noticeTexts } from '@gateway/console-testing/notices';
import { renderInShell, stubApi } from '../../testing/render-in-shell.tsx';
import ResetPage from './reset-page.tsx';
import ResetConfirmPage from './reset-confirm-page.tsx';

beforeEach(() => {
  // As the app wires it at start-up: server messages are shown in the reader's language.
  configureApiClient({ translate: (key, values) => i18n.t(key, values ?? {}) });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the countdown tick `seconds` times (each tick schedules the next after React renders). */
async function tick(seconds: number) {
  for (let second = 0; second < seconds; second += 1) await act(async () => vi.advanceTimersByTimeAsync(1_000));
}

function typeEmail(value: string, label = /^Email/) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/reset: asking for a reset link', () => {
  it('SH-048 / SH-051: email and submit; GET /api/reset_password?email= and "reset email sent"', async () => {
    const api = stubApi({ 'GET /api/reset_password': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetPage />, { path: '/reset' });
    typeEmail('alice@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(noticeTexts()).toContain('Reset email sent, please check your mailbox'));
    expect(api.calls[0]?.url.pathname).toBe('/api/reset_password');
    expect(api.calls[0]?.url.searchParams.get('email')).toBe('alice@example.com');
    expect(api.calls[0]?.url.searchParams.has('turnstile')).toBe(false);
  });

  it('SH-049: an empty email does nothing', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetPage />, { path: '/reset' });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
    expect(noticeTexts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveProperty('disabled', false);
  });

  it('SH-050: with the human check on, nothing is sent before it passes', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetPage />, { path: '/reset', status: { turnstile_check: true, turnstile_site_key: 'site-key' } });
    typeEmail('alice@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The human check is still running. Please try again in a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/'))).toHaveLength(0);
  });

  it('SH-052: after a click the button rests 30 seconds with a visible countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'GET /api/reset_password': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetPage />, { path: '/reset' });
    typeEmail('alice@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const waiting = await screen.findByRole('button', { name: 'Try again in 30 s' });
    expect(waiting).toHaveProperty('disabled', true);
    await tick(29);
    expect(screen.getByRole('button', { name: 'Try again in 1 s' })).toHaveProperty('disabled', true);
    await tick(1);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveProperty('disabled', false);
  });

  it("a refused email shows the server message in the reader's language", async () => {
    const api = stubApi({ 'GET /api/reset_password': { success: false, message: 'The email address is not registered' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetPage />, { path: '/reset', language: 'zh' });
    typeEmail('nobody@example.com', /^邮箱/);
    fireEvent.click(screen.getByRole('button', { name: '发送重置链接' }));
    expect(await screen.findByText('该邮箱地址未注册')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 秒后可重试' })).toBeTruthy();
  });
});

describe('/user/reset: the link from the email', () => {
  it('SH-053 / SH-054: shows the email read-only; confirming posts {email, token}, shows the new password read-only and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = stubApi({ 'POST /api/user/reset': { success: true, message: '', data: 'N3wRandomPw12' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetConfirmPage />, { path: `/user/reset?email=alice%40example.com&token=${'a'.repeat(32)}` });
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('alice@example.com');
    expect(email.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    const password = (await screen.findByLabelText('New password')) as HTMLInputElement;
    expect(password.value).toBe('N3wRandomPw12');
    expect(password.readOnly).toBe(true);
    expect(api.calls[0]?.body).toEqual({ email: 'alice@example.com', token: 'a'.repeat(32) });
    expect(writeText).toHaveBeenCalledWith('N3wRandomPw12');
    expect(screen.getByText(/The new password was copied to the clipboard/)).toBeTruthy();
  });

  it('an expired or used link shows the server message and no password', async () => {
    const api = stubApi({ 'POST /api/user/reset': { success: false, message: 'The reset link is invalid or has expired' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetConfirmPage />, { path: `/user/reset?email=alice%40example.com&token=${'b'.repeat(32)}`, language: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '重置我的密码' }));
    expect(await screen.findByText('重置链接无效或已过期')).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });

  it('a link without its token says it is incomplete and cannot be confirmed', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<ResetConfirmPage />, { path: '/user/reset?email=alice%40example.com' });
    expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset my password' })).toHaveProperty('disabled', true);
  });
});
