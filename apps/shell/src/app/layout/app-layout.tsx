import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TopBar } from '../../chrome/top-bar/top-bar.tsx';
import { Footer } from '../../chrome/footer/footer.tsx';

/** Top bar, the routed content (with or without the sidebar) and the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
