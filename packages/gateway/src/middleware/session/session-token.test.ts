import { describe, expect, it } from 'vitest';
import { createSessionSigner, newSessionId, SESSION_LIFETIME_SECONDS, type SessionClaims } from './session-token.ts';

const secret = 'test-secret-0123456789abcdef';
const now = 1_800_000_000;
const claims = (overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  userId: 42,
  issuedAt: now,
  epoch: 3,
  sessionId: 'AbCdEfGhIjKlMn-_',
  ...overrides,
});

describe('session token', () => {
  it('round-trips the user id, issue time, epoch and session id (ADR 0017)', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign(claims());
    expect(token).toMatch(/^v2\.42\.1800000000\.3\.AbCdEfGhIjKlMn-_\.[A-Za-z0-9_-]{43}$/);
    expect(await signer.verify(token, now + 10)).toEqual(claims());
    expect(await signer.verify(await signer.sign(claims({ epoch: 0 })), now)).toEqual(claims({ epoch: 0 }));
  });

  it('rejects a token signed with another secret', async () => {
    const token = await createSessionSigner('another-secret-0123456789').sign(claims({ userId: 1 }));
    expect(await createSessionSigner(secret).verify(token, now)).toBeNull();
  });

  it('rejects a tampered user id, epoch or session id (privilege escalation, revocation bypass)', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign(claims({ userId: 2 }));
    expect(await signer.verify(token.replace('v2.2.', 'v2.1.'), now)).toBeNull();
    expect(await signer.verify(token.replace('.3.', '.4.'), now)).toBeNull();
    expect(await signer.verify(token.replace('AbCdEfGhIjKlMn-_', 'AbCdEfGhIjKlMn-A'), now)).toBeNull();
  });

  it('rejects expired and future tokens', async () => {
    const signer = createSessionSigner(secret);
    const token = await signer.sign(claims({ userId: 3 }));
    expect(await signer.verify(token, now + SESSION_LIFETIME_SECONDS)).not.toBeNull();
    expect(await signer.verify(token, now + SESSION_LIFETIME_SECONDS + 1)).toBeNull();
    expect(await signer.verify(token, now - 3600)).toBeNull();
  });

  it('refuses the v1 format (no epoch, no session id): its holders sign in again', async () => {
    const signer = createSessionSigner(secret);
    const v2 = await signer.sign(claims());
    const signature = v2.slice(v2.lastIndexOf('.') + 1);
    expect(await signer.verify(`v1.42.${now}.${signature}`, now)).toBeNull();
  });

  it.each([
    '',
    'garbage',
    'v1.1.2',
    'v2.1.1800000000.abc',
    'v2.0.1800000000.0.AbCdEfGhIjKlMn-_.abc',
    'v2.1.1800000000.-1.AbCdEfGhIjKlMn-_.abc',
    'v2.1.1800000000.01.AbCdEfGhIjKlMn-_.abc',
    'v2.1.1800000000.0.short.abc',
    'v2.1.1800000000.0.AbCdEfGhIjKlMn*_.abc',
    'v2.1.1800000000.0.AbCdEfGhIjKlMn-_.not*base64',
    'v1.-1.5.x',
  ])('returns null for malformed token %j without throwing', async (token) => {
    expect(await createSessionSigner(secret).verify(token, now)).toBeNull();
  });

  it('refuses a weak secret and a malformed session id when signing', async () => {
    expect(() => createSessionSigner('short')).toThrow(/at least 16/);
    await expect(createSessionSigner(secret).sign(claims({ sessionId: 'x.y' }))).rejects.toThrow(/session id/);
  });

  it('session ids are 16 base64url characters and do not repeat', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSessionId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
