import { apiRequest } from '@gateway/sdk';

/** SH-046: GET /api/verification?email=…&turnstile=… mails a registration code. */
export async function requestVerificationCode(email: string, turnstile: string | undefined): Promise<void> {
  await apiRequest<unknown>('GET', '/api/verification', { query: { email, turnstile: turnstile || undefined } });
}
