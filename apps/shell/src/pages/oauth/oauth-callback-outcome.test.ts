import { describe, expect, it } from 'vitest';
import { oauthCallbackOutcome } from './oauth-callback-outcome.ts';

describe('oauthCallbackOutcome', () => {
  it('SH-057: message "bind" means the account was bound', () => {
    expect(oauthCallbackOutcome({ success: true, message: 'bind' }, true)).toEqual({ kind: 'bound', to: '/personal' });
  });

  it('SH-058: any other success is a sign-in', () => {
    expect(oauthCallbackOutcome({ success: true, message: '' }, false)).toEqual({ kind: 'signed-in' });
  });

  it('SH-059 / SH-060: a failure goes to personal settings when signed in, else to /login', () => {
    expect(oauthCallbackOutcome({ success: false, message: 'state is empty or not same' }, true)).toEqual({
      kind: 'failed',
      message: 'state is empty or not same',
      to: '/personal',
    });
    expect(oauthCallbackOutcome({ success: false, message: 'x' }, false)).toEqual({ kind: 'failed', message: 'x', to: '/login' });
  });
});
