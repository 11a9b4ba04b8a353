/** Cloudflare's server-side Turnstile check endpoint. */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileCheck {
  secret: string;
  /** The `?turnstile=` token the browser widget produced. */
  token: string;
  remoteIp: string;
}

/**
 * Asks Cloudflare whether a Turnstile token is valid. `fetchImpl` is the platform's fetch, so tests
 * never reach the network. Any transport failure or malformed answer counts as "not verified":
 * the check guards sign-in, so it fails closed.
 */
export async function verifyTurnstileToken(fetchImpl: typeof fetch, check: TurnstileCheck): Promise<boolean> {
  if (check.token === '' || check.secret === '') return false;
  const form = new URLSearchParams({ secret: check.secret, response: check.token });
  if (check.remoteIp !== '') form.set('remoteip', check.remoteIp);
  try {
    // The body holds the secret: a redirect (307 would resend it anywhere) is an answer, not followed (ADR 0016).
    const response = await fetchImpl(TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
