import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '@gateway/sdk';
import { noticeTexts } from '@gateway/console-testing/notices';
import { renderPersonal, selfUser } from './testing/personal-world.tsx';

const savedSetting = JSON.stringify({
  notify_type: 'email',
  quota_warning_threshold: 250000,
  notification_email: '',
  webhook_url: '',
  webhook_secret: '',
  accept_unset_model_ratio_model: true,
});

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel');
}

describe('/personal: security', () => {
  it('SH-078: a new access token is asked for after a confirmation, shown once with a copy button', async () => {
    const api = await renderPersonal({ routes: { 'GET /api/user/token': { data: 'c2VjcmV0LWFjY2Vzcy10b2tlbg==' } } });
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(within(security).getByText(/New-Api-User: 2/)).toBeTruthy();
    fireEvent.click(within(security).getByRole('button', { name: 'Generate access token' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate a new access token?' });
    expect(api.callsTo('GET', '/api/user/token')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Generate access token' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new access token' });
    expect((within(shown).getByTestId('access-token') as HTMLInputElement).value).toBe('c2VjcmV0LWFjY2Vzcy10b2tlbg==');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('access-token')).toBeNull());
    expect(document.body.textContent).not.toContain('c2VjcmV0LWFjY2Vzcy10b2tlbg==');
  });

  it('SH-076: a new password needs the current one and a matching confirmation; PUT /api/user/self carries password and original_password', async () => {
    const api = await renderPersonal({ routes: { 'PUT /api/user/self': { data: null } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: 'old-password-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: 'new-password-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The two passwords differ')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/self')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: 'new-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions have been signed out.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/self')[0]!.body).toEqual({ password: 'new-password-1', original_password: 'old-password-1' });
  });

  it('SH-076: a wrong current password is refused with the server message and the dialog stays', async () => {
    await renderPersonal({ routes: { 'PUT /api/user/self': { fail: 'The current password is wrong' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: 'not-my-password' } });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: 'new-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(noticeTexts().join()).toContain('The current password is wrong'));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });

  it('SH-077: the account is deleted only after typing the own username exactly; then the session ends', async () => {
    const api = await renderPersonal({ routes: { 'DELETE /api/user/self': { data: null } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your username'), { target: { value: 'Alice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Type your username exactly')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/user/self')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Your username'), { target: { value: 'alice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account was deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/user/self')).toHaveLength(1);
    expect(session.getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});

describe('/personal: notification and price tabs', () => {
  it('SH-093 / SH-094: threshold presets are labelled from quota_per_unit', async () => {
    await renderPersonal({ status: { quota_per_unit: 1_000_000 } });
    const panel = await openTab('Notifications');
    expect(within(panel).getByText('1,000,000 ($1.00)')).toBeTruthy();
    expect(within(panel).getByText('5,000,000 ($5.00)')).toBeTruthy();
  });

  it('SH-092: a never-saved setting starts at 1e5; a saved one shows its threshold', async () => {
    const view = await renderPersonal();
    let panel = await openTab('Notifications');
    expect((within(panel).getByLabelText('Warning threshold (quota units)') as HTMLInputElement).value).toBe('100000');
    view.unmount();
    await renderPersonal({ user: selfUser({ setting: savedSetting }) });
    panel = await openTab('Notifications');
    expect((within(panel).getByLabelText('Warning threshold (quota units)') as HTMLInputElement).value).toBe('250000');
  });

  it('SH-087 / SH-090 / SH-091: a webhook needs https; the whole setting is sent with PUT /api/user/setting, the price choice kept', async () => {
    const api = await renderPersonal({ user: selfUser({ setting: savedSetting }), routes: { 'PUT /api/user/setting': { data: null } } });
    const panel = await openTab('Notifications');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Webhook' }));
    fireEvent.change(within(panel).getByLabelText(/^Webhook URL/), { target: { value: 'http://hooks.example/quota' } });
    expect(within(panel).getByText('Optional. Sent as the Bearer token of the Authorization header')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(panel).findByText('The webhook URL must start with https://')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/setting')).toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText(/^Webhook URL/), { target: { value: 'https://hooks.example/quota' } });
    fireEvent.change(within(panel).getByLabelText('Webhook secret'), { target: { value: 's3cret' } });
    fireEvent.click(within(panel).getByText('500,000 ($1.00)'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/setting')[0]!.body).toEqual({
      notify_type: 'webhook',
      quota_warning_threshold: 500000,
      webhook_url: 'https://hooks.example/quota',
      webhook_secret: 's3cret',
      notification_email: '',
      accept_unset_model_ratio_model: true,
    });
  });

  it('SH-095: a failed notification save says "update notification settings failed" with the reason', async () => {
    await renderPersonal({ language: 'zh', routes: { 'PUT /api/user/setting': { fail: 'quota_warning_threshold: must be greater than 0' } } });
    const panel = await openTab('通知');
    fireEvent.change(within(panel).getByLabelText('预警阈值（额度单位）'), { target: { value: '0' } });
    fireEvent.click(within(panel).getByRole('button', { name: '保存通知设置' }));
    await waitFor(() => expect(noticeTexts().join()).toMatch(/^更新通知设置失败：/));
  });

  it('SH-088: the price tab saves accept_unset_model_ratio_model in the same PUT /api/user/setting body', async () => {
    const api = await renderPersonal({ routes: { 'PUT /api/user/setting': { data: null } } });
    const panel = await openTab('Price');
    const toggle = within(panel).getByRole('switch', { name: 'Accept models without a price' });
    expect(toggle).toHaveProperty('checked', false);
    fireEvent.click(toggle);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save price settings' }));
    expect(await screen.findByText('Price settings saved')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/setting')[0]!.body).toEqual({
      notify_type: 'email',
      quota_warning_threshold: 100000,
      webhook_url: '',
      webhook_secret: '',
      notification_email: '',
      accept_unset_model_ratio_model: true,
    });
  });
});

describe("/personal: the server schema's other rules", () => {
  it('a webhook secret with a control character is refused before sending (it travels as a header)', async () => {
    const api = await renderPersonal({ routes: { 'PUT /api/user/setting': { data: null } } });
    const panel = await openTab('Notifications');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Webhook' }));
    fireEvent.change(within(panel).getByLabelText(/^Webhook URL/), { target: { value: 'https://hooks.example/quota' } });
    fireEvent.change(within(panel).getByLabelText('Webhook secret'), { target: { value: 'bad\tsecret' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(within(panel).getByLabelText('Webhook secret').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('PUT', '/api/user/setting')).toHaveLength(0);
  });
});

describe('/personal: the test notification', () => {
  it('sends the form as it is (saved or not) to POST /api/user/setting/test and says it arrived', async () => {
    const api = await renderPersonal({ routes: { 'POST /api/user/setting/test': { data: null } } });
    const panel = await openTab('Notifications');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Webhook' }));
    fireEvent.change(within(panel).getByLabelText(/^Webhook URL/), { target: { value: 'https://hooks.example/quota' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification delivered to the webhook')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/setting/test')[0]!.body).toMatchObject({ notify_type: 'webhook', webhook_url: 'https://hooks.example/quota' });
    expect(api.callsTo('PUT', '/api/user/setting')).toHaveLength(0);
  });

  it('a failed delivery shows the server message', async () => {
    await renderPersonal({ routes: { 'POST /api/user/setting/test': { fail: 'The administrator has not set up email sending (SMTP)' } } });
    const panel = await openTab('Notifications');
    fireEvent.change(within(panel).getByLabelText(/^Notification email/), { target: { value: 'me@example.com' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test notification' }));
    await waitFor(() => expect(noticeTexts().join()).toContain('The administrator has not set up email sending (SMTP)'));
  });
});
