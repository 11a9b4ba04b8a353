import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useGatedStatus } from '../status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { TopBar } from '../../chrome/top-bar/top-bar.tsx';
import { Footer } from '../../chrome/footer/footer.tsx';

/** Top bar, the routed content (with or without the sidebar) and the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const systemName = systemNameOf(useGatedStatus());
  // The tab shows the operator's brand, not ours (SH-017).
  useEffect(() => {
    document.title = systemName;
  }, [systemName]);
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
