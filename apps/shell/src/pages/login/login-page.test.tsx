import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '@gateway/sdk';
import { renderInShell, stubApi, testAdmin, testUser } from '../../testing/render-in-shell.tsx';
import LoginPage from './login-page.tsx';

// The Turnstile script must never be fetched from a unit test.
vi.mock('../../components/turnstile/load-script.ts', () => ({ loadScript: () => new Promise(() => undefined) }));

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Username or email/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('SH-030: ?expired=true explains that the session ended', async () => {
    await renderInShell(<LoginPage />, { path: '/login?expired=true' });
    expect(screen.getByText('Not logged in or session expired. Please login again!')).toBeTruthy();
  });

  it('SH-031: asks for the username and the password before calling the server', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('SH-032 / SH-034 / SH-028: signs in, stores the user and goes to /token', async () => {
    const api = stubApi({ 'POST /api/user/login': { success: true, message: '', data: testUser } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<LoginPage />, { path: '/login' });
    fill(' alice ', 'secret-pass');
    await waitFor(() => expect(window.location.pathname).toBe('/token'));
    expect(api.calls[0]?.body).toEqual({ username: 'alice', password: 'secret-pass' });
    expect(session.getUser()?.id).toBe(testUser.id);
    expect(await screen.findByText('Login successful')).toBeTruthy();
  });

  it('SH-035: warns when root still uses the factory password', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/user/login': { success: true, message: '', data: testAdmin } }).fetch);
    await renderInShell(<LoginPage />, { path: '/login' });
    fill('root', '123456');
    expect(await screen.findByText(/still uses the factory default password/)).toBeTruthy();
  });

  it('shows the server message of a rejected sign-in next to the form', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/user/login': { success: false, message: 'Username or password is wrong' } }).fetch);
    await renderInShell(<LoginPage />, { path: '/login' });
    fill('alice', 'nope-nope');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Username or password is wrong/)).toBeTruthy();
    expect(session.getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('SH-033: a site that admits only admins turns a normal user away and ends the session', async () => {
    const api = stubApi({
      'POST /api/user/login': { success: true, message: '', data: testUser },
      'GET /api/user/logout': { success: true, message: '' },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<LoginPage />, { path: '/login', status: { admin_only_login: true } });
    fill('alice', 'secret-pass');
    expect(await screen.findByText('This user has no permission to access the system')).toBeTruthy();
    expect(api.calls.map((call) => call.url.pathname)).toContain('/api/user/logout');
    expect(session.getUser()).toBeNull();
  });

  it('SH-036: third-party buttons follow the status flags, and the register link follows RegisterEnabled', async () => {
    await renderInShell(<LoginPage />, { path: '/login', status: { github_oauth: true, github_client_id: 'gh-id', register_enabled: false } });
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Linux DO' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('SH-045: with Turnstile on, the form waits for the human check', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<LoginPage />, { path: '/login', status: { turnstile_check: true, turnstile_site_key: 'site-key' } });
    fill('alice', 'secret-pass');
    expect(await screen.findByText('The human check is still running. Please try again in a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname === '/api/user/login')).toHaveLength(0);
  });
});
