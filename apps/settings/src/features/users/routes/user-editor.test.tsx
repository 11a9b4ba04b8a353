import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noticeTexts } from '@gateway/console-testing/notices';
import { userRow } from '../testing/user-fixtures.ts';
import { renderUsers, usersWorld } from '../testing/users-world.ts';

const alice = userRow({ id: 7, username: 'alice', display_name: 'Alice', quota: 1234567, group: 'default', github_id: 'gh-4242', email: 'alice@example.com' });

function input(scope: HTMLElement, label: RegExp | string): HTMLInputElement {
  return within(scope).getByLabelText(label) as HTMLInputElement;
}

describe('add-user and edit-user drawers', () => {
  it('USR-014: username and password are required, and the notice names both in words; nothing is sent', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user');
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(noticeTexts()).toEqual(['Please fix 2 fields: Username and Password cannot be empty']));
    expect(within(drawer).getAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/user/')).toHaveLength(0);
  });

  it('USR-014: in Chinese the notice names both fields too; a second problem is named by its field', async () => {
    usersWorld({ users: [alice] });
    await renderUsers('/user', 'zh');
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('button', { name: '添加用户' }));
    const drawer = await screen.findByRole('dialog', { name: '添加用户' });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(noticeTexts()).toEqual(['请修正 2 处错误：用户名和密码不能为空']));
    fireEvent.change(input(drawer, /^用户名/), { target: { value: 'newbie' } });
    fireEvent.change(input(drawer, /^密码/), { target: { value: 'short' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(noticeTexts()).toEqual(['请修正 1 处错误：密码：8 到 20 个字符']));
  });

  it('USR-013 / USR-015: the add-user panel posts username, display name and password and says "Account created"', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user');
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.change(input(drawer, /^Username/), { target: { value: 'newbie' } });
    fireEvent.change(input(drawer, /^Display name/), { target: { value: 'New Bie' } });
    fireEvent.change(input(drawer, /^Password/), { target: { value: 'password-123' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/')[0]!.body).toEqual({ username: 'newbie', display_name: 'New Bie', password: 'password-123' });
  });

  it('USR-016 / USR-017 / USR-018: /user/edit/:id loads GET /api/user/:id; the quota is edited in dollars and sent as an integer', async () => {
    const api = usersWorld({ users: [alice] });
    const { location } = await renderUsers('/user/edit/7?size=20');
    const drawer = await screen.findByRole('dialog', { name: 'Edit user #7' });
    expect(api.callsTo('GET', '/api/user/7')).toHaveLength(1);
    expect(input(drawer, /^Username/).value).toBe('alice');
    expect(input(drawer, /^Remaining quota \(USD\)/).value).toBe('2.469134');
    expect(within(drawer).getByText('Stored as 1,234,567 quota units')).toBeTruthy();
    fireEvent.change(input(drawer, /^Remaining quota \(USD\)/), { target: { value: '12.5' } });
    fireEvent.change(input(drawer, /^Display name/), { target: { value: 'Alice B.' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: /^Group/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'vip' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update succeeded')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/')[0]!.body).toEqual({ id: 7, username: 'alice', display_name: 'Alice B.', group: 'vip', quota: 6250000, role: 1 });
    // Closing returns to the list with its state.
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user?size=20'));
  });

  it('USR-017: with currency display off the quota is in quota units; a fraction is refused before sending', async () => {
    const api = usersWorld({ users: [alice], displayInCurrency: false });
    await renderUsers('/user/edit/7');
    const drawer = await screen.findByRole('dialog', { name: 'Edit user #7' });
    expect(input(drawer, /^Remaining quota \(quota units\)/).value).toBe('1234567');
    fireEvent.change(input(drawer, /^Remaining quota/), { target: { value: '10.5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter an amount of 0 or more')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/')).toHaveLength(0);
  });

  it('USR-019: the email and bound third-party ids are read-only', async () => {
    usersWorld({ users: [alice] });
    await renderUsers('/user/edit/7');
    const drawer = await screen.findByRole('dialog', { name: 'Edit user #7' });
    expect(input(drawer, 'GitHub').value).toBe('gh-4242');
    expect(input(drawer, 'GitHub').readOnly).toBe(true);
    expect(input(drawer, 'Email').value).toBe('alice@example.com');
    expect(input(drawer, 'Email').readOnly).toBe(true);
    expect(input(drawer, 'Telegram').value).toBe('Not linked');
  });

  it("USR-021: the server's rank rule is shown as its message when an edit is refused", async () => {
    usersWorld({ users: [alice], routes: { 'PUT /api/user/': { fail: 'No permission to manage a user of the same or higher level' } } });
    await renderUsers('/user/edit/7');
    const drawer = await screen.findByRole('dialog', { name: 'Edit user #7' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(noticeTexts().join()).toContain('No permission to manage a user of the same or higher level'));
    expect(screen.getByRole('dialog', { name: 'Edit user #7' })).toBeTruthy();
  });

  it('/user/edit edits my own account with PUT /api/user/self; a new password needs the current one', async () => {
    const api = usersWorld({ users: [alice] });
    await renderUsers('/user/edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit my account' });
    expect(input(drawer, /^Username/).value).toBe('root');
    fireEvent.change(input(drawer, /^New password/), { target: { value: 'new-password-1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter your current password to change it')).toBeTruthy();
    fireEvent.change(input(drawer, /^Current password/), { target: { value: 'old-password-1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update succeeded')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/self')[0]!.body).toEqual({
      username: 'root',
      display_name: 'Root',
      password: 'new-password-1',
      original_password: 'old-password-1',
    });
  });

  it('/user/edit/:id with an id that is not a number says so over the list', async () => {
    usersWorld({ users: [alice] });
    await renderUsers('/user/edit/root');
    expect(screen.getByRole('alert').textContent).toContain('"root" is not a user ID');
    expect(await screen.findByText('alice')).toBeTruthy();
  });

  it('the edit drawer in Chinese', async () => {
    usersWorld({ users: [alice] });
    await renderUsers('/user/edit/7', 'zh');
    const drawer = await screen.findByRole('dialog', { name: '编辑用户 #7' });
    expect(input(drawer, /^剩余额度（美元）/).value).toBe('2.469134');
    expect(within(drawer).getByText('已绑定账户（只读）')).toBeTruthy();
  });
});
