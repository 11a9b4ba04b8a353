import { describe, expect, it } from 'vitest';
import { createSessionSigner, SESSION_LIFETIME_SECONDS } from './session-token.ts';

const secret = 'test-secret-0123456789abcdef';
const now = 1_800_000_000;

describe('session token', () => {
  it('round-trips the user id and issue time', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign({ userId: 42, issuedAt: now });
    expect(token).toMatch(/^v1\.42\.1800000000\.[A-Za-z0-9_-]{43}$/);
    expect(await signer.verify(token, now + 10)).toEqual({ userId: 42, issuedAt: now });
  });

  it('rejects a token signed with another secret', async () => {
    const token = await createSessionSigner('another-secret-0123456789').sign({ userId: 1, issuedAt: now });
    expect(await createSessionSigner(secret).verify(token, now)).toBeNull();
  });

  it('rejects a tampered user id (privilege escalation attempt)', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign({ userId: 2, issuedAt: now });
    expect(await signer.verify(token.replace('v1.2.', 'v1.1.'), now)).toBeNull();
  });

  it('rejects expired and future tokens', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign({ userId: 3, issuedAt: now });
    expect(await signer.verify(token, now + SESSION_LIFETIME_SECONDS)).not.toBeNull();
    expect(await signer.verify(token, now + SESSION_LIFETIME_SECONDS + 1)).toBeNull();
    expect(await signer.verify(token, now - 3600)).toBeNull();
  });

  it.each(['', 'garbage', 'v1.1.2', 'v2.1.1800000000.abc', 'v1.0.1800000000.abc', 'v1.1.1800000000.not*base64', 'v1.-1.5.x'])(
    'returns null for malformed token %j without throwing',
    async (token) => {
      expect(await createSessionSigner(secret).verify(token, now)).toBeNull();
    },
  );

  it('refuses a weak secret', () => {
    expect(() => createSessionSigner('short')).toThrow(/at least 16/);
  });
});
