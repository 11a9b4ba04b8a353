import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import Drawer from '@mui/material/Drawer';
import { navigate } from 'wouter/use-browser-location';
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
  act(() => navigate('/'));
});

const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

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
    expect(alertTexts()).toEqual(['Update succeeded', 'Partial save failed, please retry']);
  });

  it('hides successes after a while; errors stay until closed', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.success('Login successful'));
    act(() => notifyExternal.error('Too many requests, please try again later'));
    expect(alertTexts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(alertTexts()).toEqual(['Too many requests, please try again later']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts the timer when a result replaces an earlier one', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.success('Saved', { key: 'save' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => notifyExternal.success('Saved again', { key: 'save' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(alertTexts()).toEqual(['Saved again']);
    act(() => vi.advanceTimersByTime(2000));
    expect(alertTexts()).toEqual([]);
  });

  it('a success of the same action replaces its error, and dismiss(key) removes a notice', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.error('Model mapping must be valid JSON!', { key: 'channel.save' }));
    act(() => notifyExternal.info('Unrelated'));
    act(() => notifyExternal.success('Created 1 channel', { key: 'channel.save' }));
    expect(alertTexts()).toEqual(['Created 1 channel', 'Unrelated']);
    act(() => notifyExternal.dismiss('channel.save'));
    expect(alertTexts()).toEqual(['Unrelated']);
  });

  it('keeps at most three on screen', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four', 'five']) notifyExternal.info(text);
    });
    expect(alertTexts()).toEqual(['three', 'four', 'five']);
  });

  it('places notices below the top app bar', async () => {
    await renderWithProviders(
      <header style={{ height: 57 }}>
        <nav>app bar</nav>
      </header>,
    );
    const header = document.querySelector('header')!;
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({
      top: 0,
      bottom: 57,
      left: 0,
      right: 1440,
      width: 1440,
      height: 57,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    act(() => notifyExternal.success('Saved'));
    const snackbar = screen.getByRole('alert').closest('.MuiSnackbar-root')!;
    expect(getComputedStyle(snackbar).top).toBe('65px');
  });

  it('stays readable by assistive technology while a drawer is open', async () => {
    await renderWithProviders(
      <Drawer open anchor="right">
        <p>form</p>
      </Drawer>,
    );
    act(() => notifyExternal.error('Please fix 1 field: Please enter a name'));
    expect(screen.getByRole('alert').textContent).toBe('Please fix 1 field: Please enter a name');
  });

  it('takes an error away when the visitor moves to another page or tab, not when a filter changes', async () => {
    act(() => navigate('/setting?tab=system'));
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.error('Please fix 1 field: Top-up group ratio must map names to numbers', { key: 'settings.save.system-payment' }));
    act(() => notifyExternal.success('Update succeeded', { key: 'settings.save.system-general' }));
    act(() => navigate('/setting?tab=system&ratio=visual'));
    expect(alertTexts()).toEqual(['Please fix 1 field: Top-up group ratio must map names to numbers', 'Update succeeded']);
    act(() => navigate('/setting?tab=operation'));
    expect(alertTexts()).toEqual(['Update succeeded']);
    act(() => notifyExternal.error('Cannot delete the super admin'));
    act(() => navigate('/user'));
    expect(alertTexts()).toEqual(['Update succeeded']);
  });

  it('keeps an error that names the page a navigation leads to', async () => {
    act(() => navigate('/token'));
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.error('Signing out failed', { page: '/login' }));
    act(() => navigate('/login'));
    expect(alertTexts()).toEqual(['Signing out failed']);
    act(() => navigate('/register'));
    expect(alertTexts()).toEqual([]);
  });

  it('dismiss(key, { onlyErrors }) leaves a success of that action', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => notifyExternal.success('Token created', { key: 'tokens.editor' }));
    act(() => notifyExternal.dismiss('tokens.editor', { onlyErrors: true }));
    expect(alertTexts()).toEqual(['Token created']);
  });
});
