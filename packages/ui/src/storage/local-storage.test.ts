import { afterEach, describe, expect, it, vi } from 'vitest';
import { onStorageChange, readStorage, removeStorage, writeStorage } from './local-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.localStorage?.clear();
});

describe('the never-failing storage module', () => {
  it('reads, writes and removes through localStorage', () => {
    writeStorage('k', 'v');
    expect(readStorage('k')).toBe('v');
    removeStorage('k');
    expect(readStorage('k')).toBeNull();
  });

  it('a storage that throws (disabled, full) costs only the value: nothing throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('localStorage', refusing);
    expect(() => writeStorage('k', 'v')).not.toThrow();
    expect(readStorage('k')).toBeNull();
    expect(() => removeStorage('k')).not.toThrow();
  });

  it('no storage at all reads as empty', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStorage('k')).toBeNull();
    expect(() => writeStorage('k', 'v')).not.toThrow();
  });

  it('hears another tab change its key, and stops hearing once unsubscribed', () => {
    const heard: string[] = [];
    const stop = onStorageChange('k', () => heard.push('k'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    expect(heard).toEqual(['k']);
  });
});
