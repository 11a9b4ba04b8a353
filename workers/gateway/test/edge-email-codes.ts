import { env } from 'cloudflare:test';

/**
 * Stores a verification code or reset token the way the gateway's email codes do (HMAC-SHA256 under
 * `verification-code:<SESSION_SECRET>` of purpose, email and code; services/verification/code-secrets.ts):
 * the worker has no mail sender to deliver one, so the tests put it where a mailed one would be. If the
 * scheme changes, the code no longer matches and the tests using it fail.
 */
export async function storeEmailCode(purpose: 'verify' | 'reset', email: string, code: string, userId = 0): Promise<void> {
  const secret = new TextEncoder().encode(`verification-code:${env.SESSION_SECRET}`);
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${purpose}\u0000${email}\u0000${code}`));
  const hash = [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare('INSERT INTO verification_codes (purpose, email, user_id, code_hash, attempts, expires_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?)')
    .bind(purpose, email, userId, hash, now + 600, now)
    .run();
}
