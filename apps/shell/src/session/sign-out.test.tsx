import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { session } from '@gateway/sdk';
import { renderInShell, stubApi, testUser } from '../testing/render-in-shell.tsx';
import { signOut } from './sign-out.ts';

describe('signOut (SH-029)', () => {
  it('calls GET /api/user/logout, forgets the user, says 注销成功! and goes to /login', async () => {
    const api = stubApi({ 'GET /api/user/logout': { success: true, message: '' } });
    vi.stubGlobal('fetch', api.fetch);
    await renderInShell(<p>page</p>, { path: '/token', user: testUser, language: 'zh' });
    await signOut();
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /api/user/logout']);
    expect(session.getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByText('注销成功!')).toBeTruthy();
  });

  it('forgets the user even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderInShell(<p>page</p>, { path: '/token', user: testUser });
    await signOut();
    expect(session.getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});
