import { describe, expect, it } from 'vitest';
import { cachedResolver } from './cached-resolver.ts';

function counting(answer: () => Promise<string[]>) {
  const calls: string[] = [];
  return {
    calls,
    resolve: (host: string) => {
      calls.push(host);
      return answer();
    },
  };
}

describe('cachedResolver', () => {
  it('reuses an answer within its lifetime and asks again after it', async () => {
    let now = 0;
    const upstream = counting(async () => ['127.0.0.1']);
    const resolve = cachedResolver(upstream.resolve, () => now, 30);
    expect(await resolve('api.example.com')).toEqual(['127.0.0.1']);
    expect(await resolve('API.example.com')).toEqual(['127.0.0.1']);
    expect(upstream.calls).toHaveLength(1);
    now = 30_001;
    await resolve('api.example.com');
    expect(upstream.calls).toHaveLength(2);
  });

  it('shares one lookup between concurrent callers', async () => {
    const upstream = counting(async () => ['10.0.0.1']);
    const resolve = cachedResolver(upstream.resolve, () => 0);
    await Promise.all([resolve('a.test'), resolve('a.test'), resolve('a.test')]);
    expect(upstream.calls).toHaveLength(1);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const upstream = counting(async () => {
      if (fail) throw new Error('SERVFAIL');
      return ['192.0.2.1'];
    });
    const resolve = cachedResolver(upstream.resolve, () => 0);
    await expect(resolve('b.test')).rejects.toThrow('SERVFAIL');
    fail = false;
    expect(await resolve('b.test')).toEqual(['192.0.2.1']);
    expect(upstream.calls).toHaveLength(2);
  });
});
