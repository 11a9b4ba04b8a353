/**
 * Session token codec: `v2.<userId>.<issuedAt>.<epoch>.<sessionId>.<signature>` where the signature is
 * the base64url HMAC-SHA256 (WebCrypto, so it runs on Workers too) of the first five parts.
 *
 * Role and status are deliberately NOT in the token: new-api kept a 30-day snapshot of them in its
 * cookie, so bans and demotions did not reach existing sessions. The auth middleware
 * loads the user instead, and compares the token's epoch and session id with the row (ADR 0017): a
 * raised `users.session_epoch` ends every older session, `users.revoked_sessions` ends one. v1 tokens
 * (no epoch, no id) are refused, so their holders sign in once more after the upgrade.
 */
export interface SessionClaims {
  userId: number;
  /** Unix seconds. */
  issuedAt: number;
  /** `users.session_epoch` when the session was issued. */
  epoch: number;
  /** Random id of this one session (16 base64url characters), what logout revokes. */
  sessionId: string;
}

export interface SessionSigner {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else (never throws). */
  verify(token: string, nowSeconds: number): Promise<SessionClaims | null>;
}

/** Sessions last 30 days, like the Max-Age of new-api's session cookie. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** Tolerated clock drift between instances for a token "issued in the future". */
const CLOCK_SKEW_SECONDS = 60;
const VERSION = 'v2';
const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,14}$/;
const NON_NEGATIVE_INTEGER = /^(0|[1-9][0-9]{0,14})$/;
/** 12 random bytes in base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** A fresh random session id (96 bits from the platform's CSPRNG). */
export function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(12)).buffer);
}

/** Creates a signer whose HMAC key is derived once from `secret`. */
export function createSessionSigner(secret: string): SessionSigner {
  if (secret.length < 16) throw new Error('the session secret must be at least 16 characters');
  const keyPromise = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  return {
    async sign({ userId, issuedAt, epoch, sessionId }) {
      if (!SESSION_ID_PATTERN.test(sessionId)) throw new Error('sign: the session id must be 16 base64url characters');
      const payload = `${VERSION}.${userId}.${issuedAt}.${epoch}.${sessionId}`;
      const signature = await crypto.subtle.sign('HMAC', await keyPromise, encoder.encode(payload));
      return `${payload}.${toBase64Url(signature)}`;
    },

    async verify(token, nowSeconds) {
      const parts = token.split('.');
      if (parts.length !== 6) return null;
      const [version, userIdText, issuedAtText, epochText, sessionId, signatureText] = parts as [string, string, string, string, string, string];
      if (version !== VERSION || !POSITIVE_INTEGER.test(userIdText) || !POSITIVE_INTEGER.test(issuedAtText)) return null;
      if (!NON_NEGATIVE_INTEGER.test(epochText) || !SESSION_ID_PATTERN.test(sessionId)) return null;
      const signature = fromBase64Url(signatureText);
      if (!signature) return null;
      // crypto.subtle.verify compares in constant time.
      const valid = await crypto.subtle.verify(
        'HMAC',
        await keyPromise,
        signature,
        encoder.encode(`${version}.${userIdText}.${issuedAtText}.${epochText}.${sessionId}`),
      );
      if (!valid) return null;
      const issuedAt = Number(issuedAtText);
      if (issuedAt > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - issuedAt > SESSION_LIFETIME_SECONDS) return null;
      return { userId: Number(userIdText), issuedAt, epoch: Number(epochText), sessionId };
    },
  };
}
