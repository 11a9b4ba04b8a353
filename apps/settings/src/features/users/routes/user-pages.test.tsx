import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../../../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

describe('user management page frames', () => {
  it('USR-001: /user shows the title, the admin breadcrumb and what the list will hold (en)', async () => {
    await renderRemote(remote, '/user', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText(/promote, demote, disable, enable or delete them/)).toBeTruthy();
  });

  it('/user renders in Chinese', async () => {
    await renderRemote(remote, '/user', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeTruthy();
    expect(screen.getByText('暂无可显示的用户')).toBeTruthy();
  });

  it('/user/edit/:id names the user taken from the route', async () => {
    await renderRemote(remote, '/user/edit/5', 'en');
    expect(screen.getByText('Edit user #5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/user');
    expect(screen.getByText(/for user #5:/)).toBeTruthy();
  });

  it('/user/edit/:id renders in Chinese', async () => {
    await renderRemote(remote, '/user/edit/5', 'zh');
    expect(screen.getByText('编辑用户 #5')).toBeTruthy();
  });

  it('/user/edit/:id with an id that is not a number says so', async () => {
    await renderRemote(remote, '/user/edit/root', 'en');
    expect(screen.getByRole('alert').textContent).toContain('"root" is not a user ID');
  });

  it('/user/edit without an id is about the signed-in account', async () => {
    await renderRemote(remote, '/user/edit', 'en');
    expect(screen.getByText('Edit my account')).toBeTruthy();
    expect(screen.getByText('The user editor opens here for your own account.')).toBeTruthy();
  });

  it('/user/reset explains the password-reset confirmation, in both languages', async () => {
    await renderRemote(remote, '/user/reset', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Password reset' })).toBeTruthy();
    expect(screen.getByText(/sets a new random password/)).toBeTruthy();
  });

  it('/user/reset renders in Chinese', async () => {
    await renderRemote(remote, '/user/reset', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '密码重置' })).toBeTruthy();
  });
});
