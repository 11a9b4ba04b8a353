import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { NotificationsProvider } from '../notify/notifications-provider.tsx';
import { createTestI18n } from './test-i18n.ts';

/** Renders inside the console's theme and toast renderer with the real 'common' messages. */
export async function renderWithProviders(element: ReactElement, language: 'en' | 'zh' = 'en') {
  await createTestI18n(language);
  const theme = createAppTheme('light');
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </ThemeProvider>
  );
  return render(element, { wrapper: Wrapper });
}
