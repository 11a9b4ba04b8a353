import type { GuardedFetch } from '../egress/index.ts';
import { webhookPayload, type Notification } from './notification.ts';

/** Header carrying the hex HMAC-SHA256 of the raw body under the webhook secret (new-api's name). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';
/** A receiver that does not answer within this time counts as a failed attempt (reference: 5 s). */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** Why one delivery attempt failed, in words for the log and the test button. */
export class DeliveryError extends Error {
  constructor(reason: string, options?: { cause: unknown }) {
    super(reason, options);
    this.name = 'DeliveryError';
  }
}

/** Hex HMAC-SHA256 of `body` under `secret`: what a receiver recomputes to trust the notice. */
export async function signWebhookBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs the notice as JSON through the egress guard's user-influenced policy (no private, loopback or
 * metadata address, re-checked after redirects; through the proxy worker when WorkerUrl is set). With a
 * secret: `Authorization: Bearer <secret>` (SH-091) and the body's signature. A non-2xx answer fails.
 */
export async function deliverWebhook(egress: GuardedFetch, target: { url: string; secret: string }, notification: Notification): Promise<void> {
  const body = webhookPayload(notification);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (target.secret !== '') {
    headers.Authorization = `Bearer ${target.secret}`;
    headers[WEBHOOK_SIGNATURE_HEADER] = await signWebhookBody(target.secret, body);
  }
  let response: Response;
  try {
    response = await egress(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) }, { purpose: 'user-influenced' });
  } catch (error) {
    throw new DeliveryError(error instanceof Error ? error.message : String(error));
  }
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299) throw new DeliveryError(`the webhook answered HTTP ${response.status}`);
}
