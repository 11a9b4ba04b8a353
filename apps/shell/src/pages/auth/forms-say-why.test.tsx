/**
 * The shell's forms say why they were not sent — each message beside its field,
 * one summary notice, focus on the first field to fix — and call nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { noticeTexts } from '@gateway/console-testing/notices';
import { renderInShell, stubApi } from '../../testing/render-in-shell.tsx';
import LoginPage from '../login/login-page.tsx';
import RegisterPage from '../register/register-page.tsx';
import { SetupForm } from '../setup/setup-form.tsx';

// The Turnstile script must never be fetched from a unit test.
vi.mock('../../components/turnstile/load-script.ts', () => ({ loadScript: () => new Promise(() => undefined) }));

/** The helper text linked to an input: the message shown beside the field. */
function messageBeside(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id === undefined ? undefined : (document.getElementById(id)?.textContent ?? undefined);
}

describe('shell forms say why', () => {
  it('SH-031: sign-in marks both empty fields, sums them up and focuses the username', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText(/Username or email/);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(messageBeside(username)).toBe('Please enter your username');
    expect(messageBeside(screen.getByLabelText(/^Password/))).toBe('Please enter your password');
    expect(noticeTexts()).toEqual(['Please fix 2 fields: Please enter your username; Please enter your password']);
    expect(document.activeElement).toBe(username);
    expect(api.calls).toHaveLength(0);
  });

  it('SH-043 / SH-044: registration marks the short password and the mismatch, in Chinese', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<RegisterPage />, { path: '/register', language: 'zh' });
    fireEvent.change(screen.getByLabelText(/^用户名/), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: '1234567' } });
    fireEvent.change(screen.getByLabelText(/^确认密码/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(messageBeside(screen.getByLabelText(/^密码/))).toBe('密码长度不得小于 8 位'));
    expect(messageBeside(screen.getByLabelText(/^确认密码/))).toBe('两次输入的密码不一致');
    expect(noticeTexts()).toEqual(['请修正 2 处错误：密码长度不得小于 8 位；两次输入的密码不一致']);
    expect(document.activeElement).toBe(screen.getByLabelText(/^密码/));
    expect(api.calls).toHaveLength(0);
  });

  it('SH-065 / SH-066: setup marks the empty administrator fields', async () => {
    await renderInShell(<SetupForm adminExists={false} />, { path: '/setup' });
    fireEvent.click(screen.getByRole('button', { name: 'Initialize' }));
    const username = screen.getByLabelText(/^Administrator username/);
    await waitFor(() => expect(messageBeside(username)).toBe('Please enter the administrator username'));
    expect(messageBeside(screen.getByLabelText(/^Password/))).toBe('The password must be at least 8 characters');
    expect(noticeTexts()).toEqual(['Please fix 2 fields: Please enter the administrator username; The password must be at least 8 characters']);
  });
});
