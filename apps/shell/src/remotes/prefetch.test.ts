import { describe, expect, it, vi } from 'vitest';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { createRemoteRegistry, type RemoteLoaderPort } from './remote-registry.ts';
import { prefetchRemotePage } from './prefetch-remote-page.ts';
import { prefetchRemotesWhenIdle } from './prefetch-remotes-when-idle.ts';

function moduleOf(name: string, loadPage: () => Promise<{ default: () => null }>): RemoteModule {
  return { name, namespace: name, routes: [{ path: '/channel/edit/:id', minRole: 10, load: loadPage }], navItems: [], loadMessages: async () => ({}) };
}

function registryWith(load: RemoteLoaderPort['load']) {
  const port: RemoteLoaderPort = {
    fetchManifest: async () => ({ channels: '/c.json', logs: '/l.json' }),
    register: vi.fn(),
    load: vi.fn(load),
    registerMessages: async () => undefined,
  };
  return { port, registry: createRemoteRegistry(port, ['channels', 'logs']) };
}

describe('prefetching remotes', () => {
  it('loads the other remotes only once the page’s own remote and page have arrived', async () => {
    let release: (value: unknown) => void = () => undefined;
    let releasePage: (value: { default: () => null }) => void = () => undefined;
    const page = new Promise<{ default: () => null }>((resolve) => (releasePage = resolve));
    const { port, registry } = registryWith((name) =>
      name === 'channels' ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ default: moduleOf(name, () => page) }),
    );
    const cancel = prefetchRemotesWhenIdle(registry, '/channel/edit/3');
    await vi.waitFor(() => expect(port.load).toHaveBeenCalledWith('channels'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(port.load).not.toHaveBeenCalledWith('logs');
    release({ default: moduleOf('channels', () => page) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(port.load).not.toHaveBeenCalledWith('logs');
    releasePage({ default: () => null });
    await vi.waitFor(() => expect(port.load).toHaveBeenCalledWith('logs'));
    cancel();
  });

  it('a hovered link brings its remote’s entry and then the page’s code, once', async () => {
    const loadPage = vi.fn(async () => ({ default: () => null }));
    const { port, registry } = registryWith(async (name) => ({ default: moduleOf(name, loadPage) }));
    prefetchRemotePage(registry, '/channel/edit/3');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(port.load).toHaveBeenCalledWith('channels');
    expect(port.load).not.toHaveBeenCalledWith('logs');
    prefetchRemotePage(registry, '/channel/edit/3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('a shell page’s link fetches nothing', () => {
    const { port, registry } = registryWith(async () => null);
    prefetchRemotePage(registry, '/personal');
    expect(port.load).not.toHaveBeenCalled();
  });
});
