import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShell, stubApi } from '../../testing/render-in-shell.tsx';
import RegisterPage from './register-page.tsx';

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('RegisterPage', () => {
  it('SH-041 / SH-042 / SH-047: keeps ?aff= as aff_code, registers and goes to /login', async () => {
    const api = stubApi({ 'POST /api/user/register': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<RegisterPage />, { path: '/register?aff=Ab12' });
    fill({ Username: 'bob', Password: 'password1', 'Confirm password': 'password1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(api.calls[0]?.body).toEqual({ username: 'bob', password: 'password1', password2: 'password1', aff_code: 'Ab12' });
    expect(await screen.findByText('Registered')).toBeTruthy();
  });

  it('SH-043 / SH-044: short and mismatched passwords are refused before any call', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<RegisterPage />, { path: '/register', language: 'zh' });
    expect(screen.getByLabelText(/^密码/).getAttribute('placeholder')).toBe('8 到 20 个字符');
    fill({ 用户名: 'bob', 密码: '1234567', 确认密码: '7654321' });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码长度不得小于 8 位')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('SH-046: email and code are asked for only with email verification, and the code is requested by GET /api/verification', async () => {
    const api = stubApi({ 'GET /api/verification': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    const view = await renderInShell(<RegisterPage />, { path: '/register' });
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    view.unmount();

    await renderInShell(<RegisterPage />, { path: '/register', status: { email_verification: true } });
    fill({ Email: 'bob@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 30 s/ })).toBeTruthy();
    expect(api.calls[0]?.url.searchParams.get('email')).toBe('bob@example.com');
  });

  it('says so when registration is closed', async () => {
    await renderInShell(<RegisterPage />, { path: '/register', status: { register_enabled: false } });
    expect(screen.getByText('The administrator has closed new registrations.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});
