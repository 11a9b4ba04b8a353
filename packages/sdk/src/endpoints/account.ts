/**
 * The signed-in user's own account (API-USR-007, 009, 013…016, API-OA-005) and the signed-out
 * password reset (API-USR-019…021), in new-api's wire format. Plain functions, no react-query:
 * /reset and /user/reset are signed-out pages and stay light.
 */
import type { z } from 'zod';
import type { affTransferInput, passwordResetInput, updateSelfInput, userSettingSchema } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';

/**
 * PUT /api/user/self body (API-USR-007). Only the fields present change; `password` changes the
 * password and needs `original_password`, the current one (new-api's `original_password`).
 */
export type UpdateSelfRequest = z.input<typeof updateSelfInput>;

/** PUT /api/user/setting body (API-USR-016): the whole notification and price setting, replaced at once. */
export type UserSettingRequest = z.input<typeof userSettingSchema>;

export type PasswordResetConfirmation = z.input<typeof passwordResetInput>;

/** PUT /api/user/self: the own profile, or the password with the current one (SH-075, SH-076). */
export async function updateSelf(input: UpdateSelfRequest): Promise<void> {
  await apiRequest<unknown>('PUT', '/api/user/self', { body: input });
}

/** DELETE /api/user/self: deletes the own account; root cannot (SH-077). */
export async function deleteSelf(): Promise<void> {
  await apiRequest<unknown>('DELETE', '/api/user/self');
}

/** GET /api/user/token: a new system access token, replacing the old one; shown once (SH-078). */
export async function generateAccessToken(): Promise<string> {
  const token = await apiRequest<unknown>('GET', '/api/user/token');
  return typeof token === 'string' ? token : '';
}

/** GET /api/user/aff: the own referral code, made on first ask (SH-079). */
export async function getAffCode(signal?: AbortSignal): Promise<string> {
  const code = await apiRequest<unknown>('GET', '/api/user/aff', { signal });
  return typeof code === 'string' ? code : '';
}

/** POST /api/user/aff_transfer {quota}: moves invitation reward quota into the balance (SH-080). */
export async function transferAffQuota(quota: number): Promise<void> {
  const body: z.input<typeof affTransferInput> = { quota };
  await apiRequest<unknown>('POST', '/api/user/aff_transfer', { body });
}

/** PUT /api/user/setting: notification and price settings (SH-087, SH-088). */
export async function updateUserSetting(setting: UserSettingRequest): Promise<void> {
  await apiRequest<unknown>('PUT', '/api/user/setting', { body: setting });
}

/**
 * POST /api/user/setting/test (the gateway's extension for the test button): sends one test notice to
 * the setting in the body, saved or not, and answers once it arrived.
 */
export async function sendTestNotification(setting: UserSettingRequest): Promise<void> {
  await apiRequest<unknown>('POST', '/api/user/setting/test', { body: setting });
}

/** GET /api/verification?email=&turnstile=: mails a verification code (registration, email binding; SH-046, SH-082). */
export async function sendVerificationCode(email: string, turnstile?: string): Promise<void> {
  await apiRequest<unknown>('GET', '/api/verification', { query: { email, turnstile: turnstile || undefined } });
}

/** GET /api/oauth/email/bind?email=&code=: binds the email the code was sent to (SH-082, API-OA-005). */
export async function bindEmail(email: string, code: string): Promise<void> {
  await apiRequest<unknown>('GET', '/api/oauth/email/bind', { query: { email, code } });
}

/** GET /api/reset_password?email=&turnstile=: mails a password-reset link (SH-051). */
export async function requestPasswordReset(email: string, turnstile?: string): Promise<void> {
  await apiRequest<unknown>('GET', '/api/reset_password', { query: { email, turnstile: turnstile || undefined } });
}

/** POST /api/user/reset {email, token}: sets a new random password and answers it (SH-054). */
export async function confirmPasswordReset(input: PasswordResetConfirmation): Promise<string> {
  const password = await apiRequest<unknown>('POST', '/api/user/reset', { body: input });
  return typeof password === 'string' ? password : '';
}
