import { describe, expect, it } from 'vitest';
import { loginInput, registerInput, setupInput, setupModeInput } from './auth-schemas.ts';
import { zodIssuesToMessage } from './zod-issues-to-message.ts';

function messageOf(result: { success: boolean; error?: { issues: readonly unknown[] } }): string {
  if (result.success || result.error === undefined) return '';
  return zodIssuesToMessage(result.error as Parameters<typeof zodIssuesToMessage>[0]);
}

describe('loginInput (API-USR-017)', () => {
  it('needs both fields', () => {
    expect(loginInput.safeParse({ username: 'root', password: 'x' }).success).toBe(true);
    expect(messageOf(loginInput.safeParse({ username: '  ', password: '' }))).toBe('username: cannot be empty; password: cannot be empty');
    expect(messageOf(loginInput.safeParse({}))).toBe('username: is required; password: is required');
  });
});

describe('registerInput (API-USR-018)', () => {
  const valid = { username: 'alice', password: 'password1', password2: 'password1' };

  it('accepts the registration payload; empty optional fields are absent', () => {
    const parsed = registerInput.parse({ ...valid, email: '', verification_code: '', aff_code: 'AbCd' });
    expect(parsed.email).toBeUndefined();
    expect(parsed.aff_code).toBe('AbCd');
  });

  it('username at most 12 characters', () => {
    expect(messageOf(registerInput.safeParse({ ...valid, username: 'a'.repeat(13) }))).toBe('username: must be at most 12 characters');
  });

  it('password 8 to 20 characters and both entries equal', () => {
    expect(messageOf(registerInput.safeParse({ ...valid, password: 'short', password2: 'short' }))).toBe('password: must be at least 8 characters');
    expect(registerInput.safeParse({ ...valid, password: 'p'.repeat(21), password2: 'p'.repeat(21) }).success).toBe(false);
    expect(messageOf(registerInput.safeParse({ ...valid, password2: 'different' }))).toBe('password2: the two passwords differ');
    expect(registerInput.safeParse({ username: 'alice', password: 'password1' }).success).toBe(true);
  });

  it('email must be valid when given', () => {
    expect(messageOf(registerInput.safeParse({ ...valid, email: 'nope' }))).toBe('email: must be a valid email address');
  });
});

describe('setupInput (API-SYS-002)', () => {
  const valid = { username: 'root', password: 'password1', confirmPassword: 'password1', SelfUseModeEnabled: false, DemoSiteEnabled: false };

  it('accepts the setup body', () => {
    expect(setupInput.parse(valid)).toEqual(valid);
  });

  it('username required and not blank; password ≥ 8; confirmation equal', () => {
    expect(messageOf(setupInput.safeParse({ ...valid, username: '   ' }))).toBe('username: cannot be empty');
    expect(messageOf(setupInput.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }))).toBe('password: must be at least 8 characters');
    expect(messageOf(setupInput.safeParse({ ...valid, confirmPassword: 'password2' }))).toBe('confirmPassword: the two passwords differ');
  });

  it('usage mode flags are booleans, default off, never both on', () => {
    expect(setupModeInput.parse({})).toEqual({ SelfUseModeEnabled: false, DemoSiteEnabled: false });
    expect(setupInput.safeParse({ ...valid, SelfUseModeEnabled: 'true' }).success).toBe(false);
    expect(setupInput.safeParse({ ...valid, SelfUseModeEnabled: true, DemoSiteEnabled: true }).success).toBe(false);
    expect(setupModeInput.safeParse({ SelfUseModeEnabled: true, DemoSiteEnabled: true }).success).toBe(false);
  });
});
