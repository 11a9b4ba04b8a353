import { describe, expect, it } from 'vitest';
import { ApiError } from '@gateway/sdk';
import { usageModeFlags, validateSetup } from './validate-setup.ts';
import { setupFailureMessage } from './setup-failure.ts';

const valid = { username: 'admin', password: '12345678', confirmPassword: '12345678' };

describe('validateSetup', () => {
  it('accepts a complete admin account', () => {
    expect(validateSetup(valid, false)).toEqual({});
  });

  it('SH-065: the admin username is required and not blank', () => {
    expect(validateSetup({ ...valid, username: '   ' }, false)).toEqual({ username: 'setup.usernameRequired' });
  });

  it('SH-066: the password needs at least 8 characters', () => {
    expect(validateSetup({ ...valid, password: '1234567', confirmPassword: '1234567' }, false)).toEqual({ password: 'setup.passwordTooShort' });
  });

  it('SH-067: password and confirmation must be equal', () => {
    expect(validateSetup({ ...valid, confirmPassword: '12345679' }, false)).toEqual({ confirmPassword: 'setup.passwordsDiffer' });
  });

  it('SH-064: checks nothing when an admin already exists', () => {
    expect(validateSetup({ username: '', password: '', confirmPassword: 'x' }, true)).toEqual({});
  });
});

describe('usageModeFlags (SH-069 / SH-070)', () => {
  it('maps the radio to the two option flags', () => {
    expect(usageModeFlags('external')).toEqual({ SelfUseModeEnabled: false, DemoSiteEnabled: false });
    expect(usageModeFlags('self')).toEqual({ SelfUseModeEnabled: true, DemoSiteEnabled: false });
    expect(usageModeFlags('demo')).toEqual({ SelfUseModeEnabled: false, DemoSiteEnabled: true });
  });
});

describe('setupFailureMessage (SH-072)', () => {
  it('network error → system initialisation failed', () => {
    expect(setupFailureMessage(new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' }))).toEqual({ key: 'setup.networkFailed' });
  });

  it('server refusal → its message, or the generic one when empty', () => {
    expect(setupFailureMessage(new ApiError({ status: 200, kind: 'envelope', message: 'system already initialised' }))).toEqual({
      text: 'system already initialised',
    });
    expect(setupFailureMessage(new ApiError({ status: 200, kind: 'envelope', message: '' }))).toEqual({ key: 'setup.failed' });
    expect(setupFailureMessage(new ApiError({ status: 500, kind: 'http', message: 'Internal Server Error' }))).toEqual({ key: 'setup.failed' });
  });
});
