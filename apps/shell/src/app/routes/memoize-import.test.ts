import { describe, expect, it, vi } from 'vitest';
import { memoizeImport } from './memoize-import.ts';

const Page = () => null;

describe('memoizeImport', () => {
  it('imports once and, once arrived, hands out a thenable that resolves synchronously', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const loader = memoizeImport(load);
    await loader();
    let seen: unknown;
    void loader().then((module) => {
      seen = module.default;
    });
    // No await: React.lazy renders in the same pass only if the callback ran already.
    expect(seen).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Page });
    const loader = memoizeImport(load);
    await expect(loader()).rejects.toThrow('ChunkLoadError');
    await expect(loader()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
