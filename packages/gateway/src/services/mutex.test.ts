import { describe, expect, it } from 'vitest';
import { createMutex } from './mutex.ts';

describe('createMutex', () => {
  it('runs sections one after another, even when one fails', async () => {
    const mutex = createMutex();
    const events: string[] = [];
    const slow = mutex.run(async () => {
      events.push('a:start');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('a:end');
      throw new Error('a failed');
    });
    const fast = mutex.run(async () => {
      events.push('b');
      return 'b';
    });
    await expect(slow).rejects.toThrow('a failed');
    expect(await fast).toBe('b');
    expect(events).toEqual(['a:start', 'a:end', 'b']);
  });
});
