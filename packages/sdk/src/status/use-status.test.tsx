import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useStatus, useStatusState } from './use-status.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';
import { resetStatusStoreForTests } from './status-store.ts';

function SystemName() {
  const status = useStatus();
  return <p data-testid="name">{status?.system_name ?? 'none'}</p>;
}

function LoadState() {
  const { loading, error } = useStatusState();
  return <p data-testid="state">{loading ? 'loading' : error === undefined ? 'idle' : 'failed'}</p>;
}

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  resetStatusStoreForTests();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStatus (SH-010, COM-037)', () => {
  it('shows the cached status at once, then the server one, fetching once per page load', async () => {
    localStorage.setItem('status', JSON.stringify({ system_name: 'Cached name' }));
    server.replyData({ system_name: 'Fresh name', chats: [] });
    const first = render(<SystemName />);
    expect(screen.getByTestId('name').textContent).toBe('Cached name');
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Fresh name'));
    first.unmount();

    render(
      <>
        <SystemName />
        <LoadState />
      </>,
    );
    expect(screen.getByTestId('name').textContent).toBe('Fresh name');
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useStatus after an explicit loadStatus', () => {
  it('does not ask the server a second time', async () => {
    const { loadStatus } = await import('./status-store.ts');
    server.replyData({ system_name: 'Booted', chats: [] });
    await loadStatus();
    render(<SystemName />);
    expect(screen.getByTestId('name').textContent).toBe('Booted');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });
});
