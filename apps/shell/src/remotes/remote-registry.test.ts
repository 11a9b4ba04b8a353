import { describe, expect, it, vi } from 'vitest';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { createRemoteRegistry, type RemoteLoaderPort } from './remote-registry.ts';

function remoteModule(name: string): RemoteModule {
  return {
    name,
    namespace: name,
    routes: [{ path: `/${name}`, minRole: 1, load: async () => ({ default: () => null }) }],
    navItems: [],
    loadMessages: async () => ({}),
  };
}

function fakePort(overrides: Partial<RemoteLoaderPort> = {}): RemoteLoaderPort {
  return {
    fetchManifest: vi.fn(async () => ({ logs: '/remotes/logs/mf-manifest.json', channels: '/remotes/channels/mf-manifest.json' })),
    register: vi.fn(),
    load: vi.fn(async (name: string) => ({ default: remoteModule(name) })),
    registerMessages: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('createRemoteRegistry', () => {
  it('loads every remote, registers its messages and reads the manifest once', async () => {
    const port = fakePort();
    const registry = createRemoteRegistry(port, ['logs', 'channels']);
    await registry.ensureAll();
    expect(registry.getSnapshot().logs).toMatchObject({ status: 'loaded', module: { name: 'logs' } });
    expect(registry.getSnapshot().channels?.status).toBe('loaded');
    expect(port.fetchManifest).toHaveBeenCalledTimes(1);
    expect(port.register).toHaveBeenCalledWith('logs', '/remotes/logs/mf-manifest.json', false);
    expect(port.registerMessages).toHaveBeenCalledWith('logs', expect.any(Function));
  });

  it('keeps the other remotes working when one fails, and retry re-registers it with force', async () => {
    let attempts = 0;
    const port = fakePort({
      load: vi.fn(async (name: string) => {
        if (name === 'channels' && attempts++ === 0) throw new Error('ChunkLoadError: remoteEntry.js 404');
        return { default: remoteModule(name) };
      }),
    });
    const registry = createRemoteRegistry(port, ['logs', 'channels']);
    const listener = vi.fn();
    registry.subscribe(listener);
    await registry.ensureAll();
    expect(registry.getSnapshot().logs?.status).toBe('loaded');
    expect(registry.getSnapshot().channels).toEqual({ status: 'failed', failure: 'load-failed', detail: 'ChunkLoadError: remoteEntry.js 404' });

    await registry.retry('channels');
    expect(port.register).toHaveBeenLastCalledWith('channels', '/remotes/channels/mf-manifest.json', true);
    expect(registry.getSnapshot().channels?.status).toBe('loaded');
    expect(listener).toHaveBeenCalled();
  });

  it('reports a remote missing from /remotes.json and finds it after it is deployed', async () => {
    const manifests = [{ logs: '/l.json' }, { logs: '/l.json', channels: '/c.json' }];
    const port = fakePort({ fetchManifest: vi.fn(async () => manifests.shift() ?? {}) });
    const registry = createRemoteRegistry(port, ['logs', 'channels']);
    await registry.ensureAll();
    expect(registry.getSnapshot().channels).toMatchObject({ status: 'failed', failure: 'not-deployed' });
    await registry.retry('channels');
    expect(registry.getSnapshot().channels?.status).toBe('loaded');
  });

  it('asks for the manifest again after it failed to load', async () => {
    const fetchManifest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ logs: '/l.json' });
    const registry = createRemoteRegistry(fakePort({ fetchManifest }), ['logs']);
    await registry.ensure('logs');
    expect(registry.getSnapshot().logs).toMatchObject({ status: 'failed', failure: 'manifest-unavailable', detail: 'offline' });
    await registry.retry('logs');
    expect(registry.getSnapshot().logs?.status).toBe('loaded');
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('rejects a module that does not follow the contract', async () => {
    const registry = createRemoteRegistry(fakePort({ load: vi.fn(async () => ({ default: { name: 'logs' } })) }), ['logs']);
    await registry.ensure('logs');
    expect(registry.getSnapshot().logs).toMatchObject({ status: 'failed', failure: 'invalid-contract' });
  });

  it('does not load a remote twice and ignores retry of a healthy remote', async () => {
    const port = fakePort();
    const registry = createRemoteRegistry(port, ['logs']);
    await Promise.all([registry.ensure('logs'), registry.ensure('logs')]);
    await registry.retry('logs');
    expect(port.load).toHaveBeenCalledTimes(1);
  });

  it('a second caller of ensure waits for the load already under way', async () => {
    let release: (value: unknown) => void = () => undefined;
    const port = fakePort({ load: vi.fn(() => new Promise((resolve) => (release = resolve))) });
    const registry = createRemoteRegistry(port, ['logs']);
    void registry.ensure('logs');
    let settled = false;
    const second = registry.ensure('logs').then(() => (settled = true));
    await vi.waitFor(() => expect(port.load).toHaveBeenCalled());
    expect(settled).toBe(false);
    release({ default: remoteModule('logs') });
    await second;
    expect(registry.getSnapshot().logs?.status).toBe('loaded');
  });
});
