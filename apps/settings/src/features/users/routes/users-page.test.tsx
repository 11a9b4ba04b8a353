import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noticeTexts } from '@gateway/console-testing/notices';
import { userRow } from '../testing/user-fixtures.ts';
import { renderUsers, usersWorld } from '../testing/users-world.ts';

const alice = userRow({ id: 7, username: 'alice', display_name: 'Alice', group: 'default' });
const banned = userRow({ id: 8, username: 'bob', display_name: 'bob', status: 2, role: 10, group: 'vip' });
const gone = userRow({ id: 9, username: 'carol', status: 1, deleted_at: 1_700_000_000 });
const odd = userRow({ id: 10, username: 'dave', status: 5, role: 3 });

function row(name: string): HTMLElement {
  return screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(name) !== null)!;
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function openMenu(name: string) {
  fireEvent.click(within(row(name)).getByRole('button', { name: `More actions: ${name}` }));
  return screen.findByRole('menu');
}

describe('/user: the user list', () => {
  it('USR-001 / USR-003: an admin page listing GET /api/user/?p=0&page_size=10', async () => {
    const api = usersWorld({ users: [alice, banned] });
    await renderUsers('/user');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('alice')).toBeTruthy();
    const list = api.callsTo('GET', '/api/user/')[0]!;
    expect([list.query.get('p'), list.query.get('page_size')]).toEqual(['0', '10']);
  });

  it('USR-006 / USR-008: status and role labels, unknown values said so', async () => {
    usersWorld({ users: [alice, banned, odd] });
    await renderUsers('/user');
    await screen.findByText('alice');
    expect(within(row('alice')).getByText('Active')).toBeTruthy();
    expect(within(row('alice')).getByText('Common user')).toBeTruthy();
    expect(within(row('bob')).getByText('Banned')).toBeTruthy();
    expect(within(row('bob')).getByText('Admin')).toBeTruthy();
    expect(within(row('dave')).getByText('Unknown status')).toBeTruthy();
    expect(within(row('dave')).getByText('Unknown role')).toBeTruthy();
  });

  it('USR-007: a deleted user shows as deleted and has no actions', async () => {
    usersWorld({ users: [alice, gone] });
    await renderUsers('/user');
    await screen.findByText('carol');
    expect(within(row('carol')).getByText('Deleted')).toBeTruthy();
    expect(within(row('carol')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('alice')).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('COM-017 / COM-018: the page size is remembered and the next page asked with p', async () => {
    const many = Array.from({ length: 25 }, (_, index) => userRow({ id: 100 + index, username: `user${index}` }));
    const api = usersWorld({ users: many });
    await renderUsers('/user');
    await screen.findByText('user0');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '20' }));
    await screen.findByText('user19');
    expect(window.localStorage.getItem('page-size')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('user24');
    // The second page is p=2 (the server's pages count from 1; the first load sent p=0).
    expect(api.callsTo('GET', '/api/user/').at(-1)!.query.get('p')).toBe('2');
    expect(api.callsTo('GET', '/api/user/').at(-1)!.query.get('page_size')).toBe('20');
  });

  it('USR-004 / USR-005: search by keyword and a group from GET /api/group/, kept in the URL', async () => {
    const api = usersWorld({ users: [alice, banned] });
    const { location } = await renderUsers('/user');
    await screen.findByText('alice');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'bo' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'vip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('bob')).toBeTruthy();
    expect(screen.queryByText('alice')).toBeNull();
    const search = api.callsTo('GET', '/api/user/search').at(-1)!;
    expect([search.query.get('keyword'), search.query.get('group'), search.query.get('p'), search.query.get('page_size')]).toEqual(['bo', 'vip', '0', '10']);
    expect(location.history?.at(-1)).toContain('keyword=bo');
    expect(location.history?.at(-1)).toContain('group=vip');
  });

  it('USR-009 / USR-011: promote is sent as POST /api/user/manage and the row takes the answered role', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user');
    await screen.findByText('alice');
    const menu = await openMenu('alice');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Promote to admin', 'Disable', 'Sign out everywhere', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Promote to admin' }));
    expect(await screen.findByText('alice is now an admin')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/manage')[0]!.body).toEqual({ id: 7, action: 'promote' });
    expect(within(row('alice')).getByText('Admin')).toBeTruthy();
  });

  it('USR-010: a banned user can be enabled, status 3 cannot', async () => {
    usersWorld({ users: [banned, userRow({ id: 11, username: 'erin', status: 3 })] });
    await renderUsers('/user');
    await screen.findByText('erin');
    const erin = await openMenu('erin');
    expect(within(erin).queryByRole('menuitem', { name: 'Enable' })).toBeNull();
    fireEvent.keyDown(erin, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const bob = await openMenu('bob');
    fireEvent.click(within(bob).getByRole('menuitem', { name: 'Enable' }));
    expect(await screen.findByText('bob was enabled')).toBeTruthy();
    expect(within(row('bob')).getByText('Active')).toBeTruthy();
  });

  it('USR-009 / USR-012: delete asks first; confirmed, the row shows as deleted without actions', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user');
    await screen.findByText('alice');
    fireEvent.click(within(await openMenu('alice')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(api.callsTo('POST', '/api/user/manage')).toHaveLength(0);
    fireEvent.click(within(await openMenu('alice')).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete alice?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('alice was deleted')).toBeTruthy();
    await dialogClosed();
    expect(api.callsTo('POST', '/api/user/manage')[0]!.body).toEqual({ id: 7, action: 'delete' });
    expect(within(row('alice')).getByText('Deleted')).toBeTruthy();
    expect(within(row('alice')).queryAllByRole('button')).toHaveLength(0);
  });

  it('disable and sign out everywhere are confirmed and sent as their actions', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user');
    await screen.findByText('alice');
    fireEvent.click(within(await openMenu('alice')).getByRole('menuitem', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign alice out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('alice was signed out everywhere')).toBeTruthy();
    await dialogClosed();
    fireEvent.click(within(await openMenu('alice')).getByRole('menuitem', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Disable alice?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('alice was disabled')).toBeTruthy();
    await dialogClosed();
    expect(api.callsTo('POST', '/api/user/manage').map((call) => (call.body as { action: string }).action)).toEqual(['logout', 'disable']);
    expect(within(row('alice')).getByText('Banned')).toBeTruthy();
  });

  it("USR-020 / USR-021: a refused action shows the server rule in the reader's language, and the row stays", async () => {
    usersWorld({ users: [alice], role: 10, manage: { promote: { fail: 'Only the super admin can promote users' } } });
    await renderUsers('/user', 'zh');
    await screen.findByText('alice');
    fireEvent.click(within(row('alice')).getByRole('button', { name: '更多操作: alice' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '提升为管理员' }));
    await waitFor(() => expect(noticeTexts().join()).toContain('只有超级管理员可以提升用户'));
    expect(within(row('alice')).getByText('普通用户')).toBeTruthy();
  });

  it('renders in Chinese', async () => {
    usersWorld({ users: [alice, gone] });
    await renderUsers('/user', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeTruthy();
    await screen.findByText('alice');
    expect(within(row('carol')).getByText('已注销')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加用户' })).toBeTruthy();
  });
});
