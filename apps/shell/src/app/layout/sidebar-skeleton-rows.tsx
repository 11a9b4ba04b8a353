import Box from '@mui/material/Box';
import { SkeletonBlock } from './skeleton-block.tsx';

/** Placeholder rows where sidebar entries will be (hidden from assistive technology: they are no links). */
export function SidebarSkeletonRows({ count, collapsed }: { count: number; collapsed: boolean }) {
  return (
    <Box aria-hidden="true" data-sidebar-skeleton="" sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 1.5, py: 1 }}>
      {Array.from({ length: count }, (_, row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 26 }}>
          <SkeletonBlock width={20} height={20} radius={10} />
          {!collapsed && <SkeletonBlock width={row % 2 === 0 ? 120 : 96} height={14} />}
        </Box>
      ))}
    </Box>
  );
}
