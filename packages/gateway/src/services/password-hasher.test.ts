import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher.ts';

describe('password hasher', () => {
  const hasher = createPasswordHasher(4);

  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct horsE', hash)).toBe(false);
  });

  it('treats an unreadable stored hash as a mismatch', async () => {
    expect(await hasher.verify('anything', 'not-a-bcrypt-hash')).toBe(false);
    expect(await hasher.verify('anything', '')).toBe(false);
  });

  it('rejects an unsafe cost', () => {
    expect(() => createPasswordHasher(2)).toThrow(RangeError);
  });
});
