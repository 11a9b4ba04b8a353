import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bindEmail,
  confirmPasswordReset,
  deleteSelf,
  generateAccessToken,
  getAffCode,
  requestPasswordReset,
  sendVerificationCode,
  transferAffQuota,
  updateSelf,
  updateUserSetting,
  sendTestNotification,
} from './account.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('own account endpoints (new-api wire format)', () => {
  it('SH-075 / SH-076: PUT /api/user/self sends only the given fields, the password with original_password', async () => {
    server.replyData(null);
    await updateSelf({ display_name: 'Alice A.' });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/user/self', body: { display_name: 'Alice A.' } });
    server.replyData(null);
    await updateSelf({ password: 'new-password-1', original_password: 'old-password-1' });
    expect(server.last().body).toEqual({ password: 'new-password-1', original_password: 'old-password-1' });
  });

  it('SH-077: DELETE /api/user/self', async () => {
    server.replyData(null);
    await deleteSelf();
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/user/self' });
  });

  it('SH-078 / SH-079: the access token and the referral code are the data strings', async () => {
    server.replyData('c2VjcmV0LXRva2VuLXZhbHVlLWhlcmU=');
    await expect(generateAccessToken()).resolves.toBe('c2VjcmV0LXRva2VuLXZhbHVlLWhlcmU=');
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/user/token' });
    server.replyData('Ab12');
    await expect(getAffCode()).resolves.toBe('Ab12');
    expect(server.last().url).toBe('/api/user/aff');
  });

  it('SH-080: POST /api/user/aff_transfer {quota}; a refusal rejects with the server message', async () => {
    server.replyData(null);
    await transferAffQuota(500000);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/aff_transfer', body: { quota: 500000 } });
    server.reply({ status: 400, body: { success: false, message: 'Not enough invitation reward quota' } });
    await expect(transferAffQuota(500000)).rejects.toMatchObject({ message: 'Not enough invitation reward quota' });
  });

  it('SH-087 / SH-088: PUT /api/user/setting sends the whole setting', async () => {
    const setting = {
      notify_type: 'webhook' as const,
      quota_warning_threshold: 500000,
      webhook_url: 'https://hooks.example/quota',
      webhook_secret: 's3cret',
      notification_email: '',
      accept_unset_model_ratio_model: true,
    };
    server.replyData(null);
    await updateUserSetting(setting);
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/user/setting', body: setting });
    server.replyData(null);
    await sendTestNotification(setting);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/setting/test', body: setting });
  });

  it('SH-082: the binding code and the bind are GETs with the email (and code) in the query', async () => {
    server.replyData(null);
    await sendVerificationCode('a+b@example.com');
    expect(server.last().url).toBe('/api/verification?email=a%2Bb%40example.com');
    server.replyData(null);
    await bindEmail('a@example.com', 'abc123');
    expect(server.last().url).toBe('/api/oauth/email/bind?email=a%40example.com&code=abc123');
  });

  it('SH-051 / SH-054: reset request carries the Turnstile token; the confirmation answers the new password', async () => {
    server.replyData(null);
    await requestPasswordReset('a@example.com', 'tt');
    expect(server.last().url).toBe('/api/reset_password?email=a%40example.com&turnstile=tt');
    server.replyData('N3wRandomPw12');
    await expect(confirmPasswordReset({ email: 'a@example.com', token: 'f'.repeat(32) })).resolves.toBe('N3wRandomPw12');
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/user/reset', body: { email: 'a@example.com', token: 'f'.repeat(32) } });
  });
});
