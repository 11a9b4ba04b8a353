/** Code alphabet: no 0/O, 1/I/L lookalikes; 32 letters, so one random byte gives one character without bias. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * A verification code to type: 6 characters of a 31-letter alphabet (about 887 million codes; a code
 * allows a few guesses). Rejection sampling keeps every character equally likely.
 */
export function generateVerificationCode(): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < VERIFICATION_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < VERIFICATION_CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** How a typed code is compared: trimmed, upper case (the mail shows capitals; people type either). */
export function normalizeTypedCode(code: string): string {
  return code.trim().toUpperCase();
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A password-reset token: 128 random bits as 32 hex characters (new-api's UUID-sized token). */
export function generateResetToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** A system access token: 192 random bits as 32 base64url characters (API-USR-013). */
export function generateAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * Hashes codes under the server's secret: HMAC-SHA256 over purpose, address and code. A leaked table
 * gives nothing to try offline, and a code for one address or purpose never fits another.
 */
export function createCodeHasher(secret: string): (purpose: string, email: string, code: string) => Promise<string> {
  let key: ReturnType<typeof crypto.subtle.importKey> | undefined;
  return async (purpose, email, code) => {
    key ??= crypto.subtle.importKey('raw', new TextEncoder().encode(`verification-code:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signature = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${purpose}\u0000${email}\u0000${code}`));
    return hex(signature);
  };
}
