import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { AppProviders } from './index.tsx';
import { writeThemeMode } from '../theme/theme-mode-store.ts';
import { notifyExternal } from '../notify/notification-channel.ts';
import { createTestI18n } from '../testing/test-i18n.ts';

function PaletteProbe() {
  const theme = useTheme();
  return <span data-testid="mode">{theme.palette.mode}</span>;
}

beforeEach(async () => {
  localStorage.clear();
  await createTestI18n('en');
});

describe('AppProviders', () => {
  it('applies the persisted theme mode and follows a switch', () => {
    localStorage.setItem('theme-mode', 'dark');
    render(
      <AppProviders>
        <PaletteProbe />
      </AppProviders>,
    );
    expect(screen.getByTestId('mode').textContent).toBe('dark');
    act(() => writeThemeMode('light'));
    expect(screen.getByTestId('mode').textContent).toBe('light');
  });

  it('renders toasts sent from outside React', () => {
    render(<AppProviders />);
    act(() => notifyExternal.error('Failed to load status'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load status');
  });
});
