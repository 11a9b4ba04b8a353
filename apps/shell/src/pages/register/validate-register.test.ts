import { describe, expect, it } from 'vitest';
import { validateRegister, type RegisterFields } from './validate-register.ts';

const valid: RegisterFields = { username: 'alice', password: 'longenough', password2: 'longenough', email: '', verificationCode: '' };

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid, false)).toEqual({});
  });

  it('SH-043: the password needs at least 8 characters (and at most 20)', () => {
    expect(validateRegister({ ...valid, password: '1234567', password2: '1234567' }, false)).toEqual({ password: 'register.passwordTooShort' });
    expect(validateRegister({ ...valid, password: '12345678', password2: '12345678' }, false)).toEqual({});
    const long = 'x'.repeat(21);
    expect(validateRegister({ ...valid, password: long, password2: long }, false)).toEqual({ password: 'register.passwordTooLong' });
  });

  it('SH-044: the two passwords must match', () => {
    expect(validateRegister({ ...valid, password2: 'different!' }, false)).toEqual({ password2: 'register.passwordsDiffer' });
  });

  it('requires a username of at most 12 characters', () => {
    expect(validateRegister({ ...valid, username: '  ' }, false)).toEqual({ username: 'register.usernameRequired' });
    expect(validateRegister({ ...valid, username: 'a'.repeat(13) }, false)).toEqual({ username: 'register.usernameTooLong' });
  });

  it('SH-046: email and code are required only with email verification', () => {
    expect(validateRegister(valid, true)).toEqual({ email: 'register.emailInvalid', verificationCode: 'register.codeRequired' });
    expect(validateRegister({ ...valid, email: 'a@b.co', verificationCode: '12ab' }, true)).toEqual({});
    expect(validateRegister({ ...valid, email: 'not-an-email' }, false)).toEqual({});
  });
});
