import { describe, expect, it } from 'vitest';
import { usesFactoryRootPassword, validateLogin } from './validate-login.ts';

describe('validateLogin (SH-031)', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: 'login.usernameRequired', password: 'login.passwordRequired' });
    expect(validateLogin({ username: '   ', password: 'x' })).toEqual({ username: 'login.usernameRequired' });
    expect(validateLogin({ username: 'alice', password: '' })).toEqual({ password: 'login.passwordRequired' });
  });

  it('accepts filled fields without judging the password length (older accounts)', () => {
    expect(validateLogin({ username: 'alice', password: 'short' })).toEqual({});
  });
});

describe('usesFactoryRootPassword (SH-035)', () => {
  it('flags root / 123456 only', () => {
    expect(usesFactoryRootPassword({ username: 'root', password: '123456' })).toBe(true);
    expect(usesFactoryRootPassword({ username: ' root ', password: '123456' })).toBe(true);
    expect(usesFactoryRootPassword({ username: 'root', password: '1234567' })).toBe(false);
    expect(usesFactoryRootPassword({ username: 'admin', password: '123456' })).toBe(false);
  });
});
