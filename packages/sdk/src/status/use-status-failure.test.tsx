import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useStatusState } from './use-status.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';
import { resetStatusStoreForTests } from './status-store.ts';

function LoadState() {
  const { status, error } = useStatusState();
  return <p data-testid="state">{error === undefined ? 'ok' : `failed, ${status === undefined ? 'no status' : 'cached status kept'}`}</p>;
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

describe('useStatusState failure (SH-010)', () => {
  it('exposes the load error so the shell can say it cannot reach the server', async () => {
    server.reply(new TypeError('Failed to fetch'));
    render(<LoadState />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('failed, no status'));
  });
});
