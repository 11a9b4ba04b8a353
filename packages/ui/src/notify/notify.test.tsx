import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { notifyExternal, useNotify } from './index.tsx';

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success('Update succeeded')}>
      save
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a message sent before the provider mounted once it mounts', async () => {
    notifyExternal.error('Unable to connect to server');
    await renderWithProviders(<p>page</p>);
    expect(screen.getByRole('alert').textContent).toContain('Unable to connect to server');
  });

  it('shows useNotify messages and stacks different ones, not copies', async () => {
    await renderWithProviders(<SaveButton />);
    fireEvent.click(screen.getByText('save'));
    fireEvent.click(screen.getByText('save'));
    act(() => notifyExternal.warning('Partial save failed, please retry'));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Update succeeded', 'Partial save failed, please retry']);
  });

  it('hides messages after a while and on close', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.success('Login successful'));
    act(() => notifyExternal.error('Too many requests, please try again later'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Too many requests, please try again later']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps at most four on screen, dropping the oldest', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four', 'five']) notifyExternal.info(text);
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['two', 'three', 'four', 'five']);
  });
});
