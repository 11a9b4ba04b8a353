import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { renderInShell, testAdmin, testUser } from '../testing/render-in-shell.tsx';
import { createRemoteRegistry, type RemoteLoaderPort } from './remote-registry.ts';
import { RemoteOutlet } from './remote-outlet.tsx';

const logsModule: RemoteModule = {
  name: 'logs',
  namespace: 'logs',
  routes: [
    { path: '/log', minRole: 1, load: async () => ({ default: () => <p>usage log page</p> }) },
    { path: '/detail', minRole: 10, load: async () => ({ default: () => <p>dashboard page</p> }) },
  ],
  navItems: [],
  loadMessages: async () => ({}),
};

function port(load: RemoteLoaderPort['load']): RemoteLoaderPort {
  return { fetchManifest: async () => ({ logs: '/remotes/logs/mf-manifest.json' }), register: vi.fn(), load, registerMessages: async () => undefined };
}

describe('RemoteOutlet', () => {
  it('shows a retry panel when the remote fails, and the page after a successful retry', async () => {
    let attempts = 0;
    const registry = createRemoteRegistry(
      port(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading script failed: /remotes/logs/remoteEntry.js');
        return { default: logsModule };
      }),
      ['logs'],
    );
    await renderInShell(<RemoteOutlet registry={registry} remote="logs" />, { path: '/log', user: testUser });

    expect(await screen.findByText('This part of the console could not be loaded')).toBeTruthy();
    expect(screen.getByText('Loading script failed: /remotes/logs/remoteEntry.js')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('usage log page')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('applies the route minRole: a normal user gets the no-permission page, an admin the page', async () => {
    const registry = createRemoteRegistry(
      port(async () => ({ default: logsModule })),
      ['logs'],
    );
    const view = await renderInShell(<RemoteOutlet registry={registry} remote="logs" />, { path: '/detail', user: testUser });
    expect(await screen.findByText('No permission')).toBeTruthy();
    view.unmount();

    await renderInShell(<RemoteOutlet registry={registry} remote="logs" />, { path: '/detail', user: testAdmin });
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('SH-008: a path the remote does not define is a not-found page', async () => {
    const registry = createRemoteRegistry(
      port(async () => ({ default: logsModule })),
      ['logs'],
    );
    await renderInShell(<RemoteOutlet registry={registry} remote="logs" />, { path: '/log/unknown/deep', user: testUser });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('recovers a page whose chunk failed once', async () => {
    let pageAttempts = 0;
    const flaky: RemoteModule = {
      ...logsModule,
      routes: [
        {
          path: '/log',
          minRole: 1,
          load: async () => {
            pageAttempts += 1;
            if (pageAttempts === 1) throw new Error('ChunkLoadError: page chunk');
            return { default: () => <p>usage log page</p> };
          },
        },
      ],
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createRemoteRegistry(
      port(async () => ({ default: flaky })),
      ['logs'],
    );
    await renderInShell(<RemoteOutlet registry={registry} remote="logs" />, { path: '/log', user: testUser });
    expect(await screen.findByText('This page stopped with an error.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('usage log page')).toBeTruthy();
  });
});
