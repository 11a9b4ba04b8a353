import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout, register } from './auth.ts';
import { listGroups, listUsers, manageUser, searchUsers } from './users.ts';
import { listOptions, resetModelRatio, updateOption } from './options.ts';
import { getNotice, submitSetup } from './system.ts';
import { session } from '../session/session-store.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;
const user = { id: 1, username: 'root', display_name: 'Root', role: 100, status: 1, group: 'default' };

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth endpoints', () => {
  it('SH-032: login posts the credentials with the Turnstile token in the query and returns the user', async () => {
    server.replyData(user);
    await expect(login({ username: 'root', password: 'secret123' }, 'tt-token')).resolves.toEqual(user);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/login?turnstile=tt-token', body: { username: 'root', password: 'secret123' } });
  });

  it('login without Turnstile sends no turnstile parameter and stores nothing by itself', async () => {
    server.replyData(user);
    await login({ username: 'root', password: 'secret123' });
    expect(server.last().url).toBe('/api/user/login');
    expect(session.getUser()).toBeNull();
  });

  it('SH-029: logout calls the server and forgets the local user, even when the call fails', async () => {
    session.setUser(user);
    server.replyData(null);
    await logout();
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/user/logout' });
    expect(localStorage.getItem('user')).toBeNull();

    session.setUser(user);
    server.reply(new TypeError('Failed to fetch'));
    await expect(logout()).rejects.toMatchObject({ kind: 'network' });
    expect(session.getUser()).toBeNull();
  });

  it('register passes the aff code in the body', async () => {
    server.replyData(null);
    await register({ username: 'newbie', password: 'password1', aff_code: 'AbCd' });
    expect(server.last()).toMatchObject({ url: '/api/user/register', body: { username: 'newbie', aff_code: 'AbCd' } });
  });
});

describe('admin endpoints', () => {
  it('COM-019: listUsers sends the first page as p=0 with page_size', async () => {
    server.replyData({ items: [], page: 0, page_size: 20, total: 0 });
    await listUsers({ p: 0, page_size: 20 });
    expect(server.last().url).toBe('/api/user/?p=0&page_size=20');
  });

  it('searchUsers leaves out an empty group', async () => {
    server.replyData({ items: [], page: 1, page_size: 10, total: 0 });
    await searchUsers({ keyword: 'ali ce', group: '', p: 1, page_size: 10 });
    expect(server.last().url).toBe('/api/user/search?keyword=ali+ce&p=2&page_size=10');
  });

  it('manageUser posts the action and returns the new role and status', async () => {
    server.replyData({ role: 10, status: 1 });
    await expect(manageUser({ id: 5, action: 'promote' })).resolves.toEqual({ role: 10, status: 1 });
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/manage', body: { id: 5, action: 'promote' } });
  });

  it('updateOption sends numbers and booleans as text', async () => {
    server.replyData(null);
    await updateOption('QuotaPerUnit', 500000);
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/option/', body: { key: 'QuotaPerUnit', value: '500000' } });
    server.replyData(null);
    await updateOption('DisplayInCurrencyEnabled', true);
    expect(server.last().body).toEqual({ key: 'DisplayInCurrencyEnabled', value: 'true' });
  });

  it('SET-028: resetModelRatio posts to the reference path and surfaces a refusal', async () => {
    server.replyData(null);
    await resetModelRatio();
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/option/rest_model_ratio' });
    server.reply({ body: { success: false, message: 'Insufficient permission' } });
    await expect(resetModelRatio()).rejects.toMatchObject({ kind: 'envelope', message: 'Insufficient permission' });
  });

  it('list readers give empty results instead of null data', async () => {
    server.replyData(null);
    await expect(listGroups()).resolves.toEqual([]);
    server.replyData(null);
    await expect(listOptions()).resolves.toEqual([]);
    server.replyData(null);
    await expect(getNotice()).resolves.toBe('');
  });

  it('submitSetup surfaces the server refusal', async () => {
    server.reply({ body: { success: false, message: 'The system is already initialised' } });
    await expect(
      submitSetup({ username: 'root', password: 'password1', confirmPassword: 'password1', SelfUseModeEnabled: false, DemoSiteEnabled: false }),
    ).rejects.toMatchObject({
      kind: 'envelope',
      message: 'The system is already initialised',
    });
  });
});
