import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '@gateway/sdk';
import { noticeTexts } from '@gateway/console-testing/notices';
import { renderPersonal, selfUser } from './testing/personal-world.tsx';

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('/personal: profile, invite, bindings and models', () => {
  it('SH-073 / SH-074: the profile card shows GET /api/user/self: names, role, group, balance, used quota, requests', async () => {
    const api = await renderPersonal();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByTestId('profile-name').textContent).toBe('Alice');
    expect(within(profile).getByText('Username: alice')).toBeTruthy();
    expect(within(profile).getByText('Common user')).toBeTruthy();
    expect(within(profile).getByTestId('profile-quota').textContent).toBe('$2.47');
    expect(within(profile).getByTestId('profile-used').textContent).toBe('$0.50');
    expect(within(profile).getByTestId('profile-requests').textContent).toBe('42');
    expect(api.callsTo('GET', '/api/user/self')).toHaveLength(1);
    for (const name of ['Invite friends', 'Linked accounts', 'Security', 'Available models']) expect(card(name)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Price' })).toBeTruthy();
  });

  it('SH-075: profile edits are saved with PUT /api/user/self and the top bar name follows', async () => {
    const api = await renderPersonal({ routes: { 'PUT /api/user/self': { data: null } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    fireEvent.change(within(dialog).getByLabelText(/^Display name/), { target: { value: 'Alice Liddell' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/self')[0]!.body).toEqual({ username: 'alice', display_name: 'Alice Liddell' });
    expect(session.getUser()?.display_name).toBe('Alice Liddell');
  });

  it('SH-079: the invite card links /register?aff= with the code from GET /api/user/aff and shows the counts', async () => {
    const api = await renderPersonal();
    const invite = await screen.findByRole('region', { name: 'Invite friends' });
    await waitFor(() => expect((within(invite).getByTestId('invite-link') as HTMLInputElement).value).toBe('https://gw.example/register?aff=Ab12'));
    expect(api.callsTo('GET', '/api/user/aff')).toHaveLength(1);
    expect(within(invite).getByTestId('invite-count').textContent).toBe('3');
    expect(within(invite).getByTestId('invite-pending').textContent).toBe('$3.00');
    expect(within(invite).getByTestId('invite-total').textContent).toBe('$4.00');
  });

  it('SH-080: a transfer below one quota unit is refused before sending; a valid one posts {quota} and refreshes the account', async () => {
    const api = await renderPersonal({ routes: { 'POST /api/user/aff_transfer': { data: null } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the invitation reward' });
    const amount = within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('3');
    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer to balance' }));
    expect(await within(dialog).findByText('The minimum transfer is $1.00')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/aff_transfer')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer to balance' }));
    expect(await screen.findByText('$2.00 moved to your balance')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/aff_transfer')[0]!.body).toEqual({ quota: 1000000 });
    await waitFor(() => expect(api.callsTo('GET', '/api/user/self')).toHaveLength(2));
  });

  it("SH-080: the server's refusal is shown as its message", async () => {
    await renderPersonal({ routes: { 'POST /api/user/aff_transfer': { fail: 'Not enough invitation reward quota' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the invitation reward' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer to balance' }));
    await waitFor(() => expect(noticeTexts().join()).toContain('Not enough invitation reward quota'));
  });

  it('SH-081: the models of GET /api/user/models collapse after 10', async () => {
    const models = Array.from({ length: 12 }, (_, index) => `model-${index + 1}`);
    await renderPersonal({ models });
    const list = await screen.findByTestId('user-models');
    await waitFor(() => expect(within(list).getAllByText(/^model-/)).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(list).getAllByText(/^model-/)).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByText(/^model-/)).toHaveLength(10);
  });

  it('SH-086: the email and each third-party account say whether they are bound', async () => {
    await renderPersonal({ user: selfUser({ email: 'alice@example.com', github_id: '4242', telegram_id: 'alice_tg' }) });
    const bindings = await screen.findByRole('region', { name: 'Linked accounts' });
    expect(within(bindings).getByText('Linked: alice@example.com')).toBeTruthy();
    expect(within(bindings).getByText('Linked: 4242')).toBeTruthy();
    expect(within(bindings).getByText('Linked: alice_tg')).toBeTruthy();
    expect(within(bindings).getAllByText('Not linked')).toHaveLength(3);
    expect(within(bindings).getByRole('button', { name: 'Change email' })).toBeTruthy();
  });

  it('SH-082 / SH-083: binding an email needs both fields; the code is sent with GET /api/verification and the resend waits 30 s', async () => {
    const api = await renderPersonal({ routes: { 'GET /api/verification': { data: null }, 'GET /api/oauth/email/bind': { data: null } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Link email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link an email address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the verification code')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'alice@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 30 s' })).toHaveProperty('disabled', true);
    expect(api.callsTo('GET', '/api/verification')[0]!.query.get('email')).toBe('alice@example.com');
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: 'abc123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Email linked: alice@example.com')).toBeTruthy();
    const bind = api.callsTo('GET', '/api/oauth/email/bind')[0]!;
    expect([bind.query.get('email'), bind.query.get('code')]).toEqual(['alice@example.com', 'abc123']);
  });

  it('renders in Chinese', async () => {
    await renderPersonal({ language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '个人设置' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '邀请好友' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '通知' })).toBeTruthy();
  });
});
