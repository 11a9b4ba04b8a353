import { describe, expect, it } from 'vitest';
import { remoteApps, remoteOwningPath } from './remote-apps.ts';

describe('remote route ownership', () => {
  it('maps each area to the remote that owns it', () => {
    expect(remoteOwningPath('/token')).toBe('tokens_wallet');
    expect(remoteOwningPath('/topup')).toBe('tokens_wallet');
    expect(remoteOwningPath('/channel/edit/5')).toBe('channels');
    expect(remoteOwningPath('/setting')).toBe('settings');
    expect(remoteOwningPath('/user/edit/3')).toBe('settings');
    expect(remoteOwningPath('/log')).toBe('logs');
    expect(remoteOwningPath('/chat2link')).toBe('pricing_playground');
    expect(remoteOwningPath('/chat/2')).toBe('pricing_playground');
  });

  it('leaves shell pages and look-alike prefixes to the shell', () => {
    expect(remoteOwningPath('/personal')).toBeUndefined();
    expect(remoteOwningPath('/login')).toBeUndefined();
    expect(remoteOwningPath('/tokens')).toBeUndefined();
    expect(remoteOwningPath('/')).toBeUndefined();
  });

  it('has unique names, folders and dev ports', () => {
    for (const field of ['name', 'dir', 'devPort'] as const) {
      const values = remoteApps.map((app) => app[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
