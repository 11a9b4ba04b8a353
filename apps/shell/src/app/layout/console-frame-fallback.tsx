import Box from '@mui/material/Box';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED, useSidebarCollapsed } from '../../chrome/sidebar/sidebar-collapse.ts';
import { MOBILE_MEDIA } from '../../chrome/mobile-query.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { SidebarSkeletonRows } from './sidebar-skeleton-rows.tsx';

/** Rows of the sidebar's placeholder: about as many entries as the console's sections hold. */
const SIDEBAR_ROWS = 8;

/**
 * What the signed-in console shows while its own chunk (sidebar, react-query, the remote loader)
 * arrives: the sidebar's rail, as wide as the sidebar will be, and the page's skeleton. The top bar
 * is already there (it is part of the shell's first bundle), so the page's frame stands at once.
 */
export function ConsoleFrameFallback({ sidebar }: { sidebar: boolean }) {
  const [collapsed] = useSidebarCollapsed();
  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      {sidebar && (
        <Box
          sx={{
            width: collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            height: 'calc(100vh - 56px)',
            // Phones open the sidebar as a drawer from the top bar: no rail there.
            [MOBILE_MEDIA]: { display: 'none' },
          }}
        >
          <SidebarSkeletonRows count={SIDEBAR_ROWS} collapsed={collapsed} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <PageSkeleton />
      </Box>
    </Box>
  );
}
