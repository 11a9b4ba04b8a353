import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { renderInShell, stubApi, testAdmin } from '../testing/render-in-shell.tsx';
import { AppLayout } from '../app/layout/app-layout.tsx';
import { createRemoteRegistry, type RemoteLoaderPort } from '../remotes/remote-registry.ts';

/** The loading of each remote's `./routes`, held until the test lets it through. */
const held = vi.hoisted(() => ({ releases: new Map<string, (module: unknown) => void>(), loads: [] as string[] }));

vi.mock('../remotes/remote-registry-instance.ts', async () => {
  const { createRemoteRegistry: create } = await vi.importActual<typeof import('../remotes/remote-registry.ts')>('../remotes/remote-registry.ts');
  const port: RemoteLoaderPort = {
    fetchManifest: async () => ({ channels: '/remotes/channels/mf-manifest.json', logs: '/remotes/logs/mf-manifest.json' }),
    register: () => undefined,
    load: (name) => {
      held.loads.push(name);
      return new Promise((resolve) => held.releases.set(name, resolve));
    },
    registerMessages: async () => undefined,
  };
  return { remoteRegistry: create(port, ['channels', 'logs']) };
});

const { default: ConsoleArea } = await import('./console-area.tsx');
const { RemoteOutlet } = await import('../remotes/remote-outlet.tsx');

const channelsModule: RemoteModule = {
  name: 'channels',
  namespace: 'channels',
  routes: [{ path: '/channel', minRole: 10, load: async () => ({ default: () => <h1>Channel list</h1> }) }],
  navItems: [{ path: '/channel', labelKey: 'shell:sidebar.section.admin', icon: () => null, minRole: 10, section: 'admin', order: 10 }],
  loadMessages: async () => ({}),
};

afterEach(() => {
  held.loads.length = 0;
});

function renderConsole(language: 'en' | 'zh') {
  // The notice check of a signed-in console (nothing to show).
  vi.stubGlobal('fetch', stubApi({ 'GET /api/notice': { success: true, message: '', data: '' } }).fetch);
  return renderInShell(
    <AppLayout>
      <ConsoleArea sidebar remote="channels" />
    </AppLayout>,
    { path: '/channel', user: testAdmin, language },
  );
}

describe('the console frame while a remote is on its way', () => {
  it('the top bar, the sidebar and the page skeleton render while the remote module is pending, the page replaces the skeleton once it arrives', async () => {
    await renderConsole('en');
    await waitFor(() => expect(held.loads).toContain('channels'));
    expect(screen.getByRole('banner')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(sidebar.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('link', { name: 'Personal settings' })).toBeTruthy();
    const skeleton = screen.getByRole('status', { name: 'Loading the page' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    // The other remote waits until the page's own has arrived.
    expect(held.loads).not.toContain('logs');

    await act(async () => held.releases.get('channels')!({ default: channelsModule }));
    expect(await screen.findByRole('heading', { name: 'Channel list' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
    await waitFor(() => expect(held.loads).toContain('logs'));
  });

  it('labels the skeleton in Chinese', async () => {
    const registry = createRemoteRegistry(
      { fetchManifest: () => new Promise(() => undefined), register: () => undefined, load: async () => null, registerMessages: async () => undefined },
      ['channels'],
    );
    await renderInShell(<RemoteOutlet registry={registry} remote="channels" />, { path: '/channel', user: testAdmin, language: 'zh' });
    expect(screen.getByRole('status', { name: '正在加载页面' })).toBeTruthy();
  });
});
