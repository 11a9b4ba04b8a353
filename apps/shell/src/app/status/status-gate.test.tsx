import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadStatus } from '@gateway/sdk';
import { useTestLanguage } from '../../testing/test-i18n.ts';
import { stubApi } from '../../testing/render-in-shell.tsx';
import { StatusGate } from './status-gate.tsx';

// Each test gets a fresh status store (no cached status, nothing loaded yet).
async function freshGate() {
  vi.resetModules();
  const sdk = await import('@gateway/sdk');
  const gate = await import('./status-gate.tsx');
  return { loadStatus: sdk.loadStatus as typeof loadStatus, StatusGate: gate.StatusGate as typeof StatusGate };
}

describe('StatusGate (SH-010)', () => {
  it('without a cached status, a server that cannot be reached blocks with "Unable to connect to server" and a retry', async () => {
    await useTestLanguage('en');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const fresh = await freshGate();
    await fresh.loadStatus().catch(() => undefined);
    render(
      <fresh.StatusGate>
        <p>app</p>
      </fresh.StatusGate>,
    );
    expect(await screen.findByText('Unable to connect to server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('app')).toBeNull();
  });

  it('an HTTP failure reads "Failed to load status"', async () => {
    await useTestLanguage('en');
    vi.stubGlobal('fetch', stubApi({ 'GET /api/status': () => new Response('bad gateway', { status: 502 }) }).fetch);
    const fresh = await freshGate();
    await fresh.loadStatus().catch(() => undefined);
    render(
      <fresh.StatusGate>
        <p>app</p>
      </fresh.StatusGate>,
    );
    expect(await screen.findByText('Failed to load status')).toBeTruthy();
  });

  it('renders the app at once from a cached status while the refresh runs', async () => {
    await useTestLanguage('en');
    localStorage.setItem('status', JSON.stringify({ setup: true, system_name: 'Cached' }));
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const fresh = await freshGate();
    void fresh.loadStatus().catch(() => undefined);
    render(
      <fresh.StatusGate>
        <p>app</p>
      </fresh.StatusGate>,
    );
    expect(screen.getByText('app')).toBeTruthy();
  });

  it('does not trust a cached "setup pending" while the refresh runs', async () => {
    await useTestLanguage('en');
    localStorage.setItem('status', JSON.stringify({ setup: false }));
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const fresh = await freshGate();
    void fresh.loadStatus().catch(() => undefined);
    render(
      <fresh.StatusGate>
        <p>app</p>
      </fresh.StatusGate>,
    );
    expect(screen.queryByText('app')).toBeNull();
  });
});
