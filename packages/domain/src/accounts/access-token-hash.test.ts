import { describe, expect, it } from 'vitest';
import { hashAccessToken } from './access-token-hash.ts';

describe('hashAccessToken (API-USR-013: stored hashed)', () => {
  it('is the hex SHA-256 of the token', async () => {
    expect(await hashAccessToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashAccessToken('abd')).not.toBe(await hashAccessToken('abc'));
  });
});
