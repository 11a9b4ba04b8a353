/**
 * `@gateway/ui/app-providers`: what every console page sits in: the MUI theme of the persisted
 * mode, CssBaseline and the toast renderer. Deliberately nothing heavier: it is on /login.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { useThemeMode } from '../theme/theme-mode-store.ts';
import { NotificationsProvider } from '../notify/notifications-provider.tsx';

export function AppProviders({ children }: { children?: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <NotificationsProvider>{children}</NotificationsProvider>
    </ThemeProvider>
  );
}
