import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { RemoteNavItem } from '@gateway/ui/remote-contract';
import { parseChatEntries } from '@gateway/domain';
import { storageKeys, useSessionUser } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useGatedStatus } from '../../app/status/status-context.ts';
import type { RemoteRegistry } from '../../remotes/remote-registry.ts';
import { useRemoteStates } from '../../remotes/use-remote-states.ts';
import { prefetchRemotePage } from '../../remotes/prefetch-remote-page.ts';
import { SidebarSkeletonRows } from '../../app/layout/sidebar-skeleton-rows.tsx';
import { MOBILE_QUERY } from '../mobile-query.ts';
import { composeNavigation } from './compose-navigation.ts';
import { readNavigationFlags } from './navigation-flags.ts';
import { shellNavItems } from './shell-nav-items.ts';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED, useSidebarCollapsed } from './sidebar-collapse.ts';
import { mobileNav, useMobileNavOpen } from './mobile-nav-store.ts';
import { SidebarList } from './sidebar-list.tsx';
import { readStorage } from '@gateway/ui/storage';

function readStoredChats(): string | null {
  return readStorage(storageKeys.chats);
}

/**
 * The console sidebar: sections composed from the loaded remotes' nav items, a
 * note when some remote is missing, collapsible on desktop (224/60 px, remembered; the list scrolls inside it), a temporary
 * drawer on phones (≤ 600 px) opened from the top bar. Placeholder rows stand for the remotes still
 * on their way; hovering or focusing a link fetches its page before the click.
 */
export function Sidebar({ registry }: { registry: RemoteRegistry }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const states = useRemoteStates(registry);
  const user = useSessionUser();
  const status = useGatedStatus();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const mobileOpen = useMobileNavOpen();
  const [pathname] = useLocation();
  const storedChats = readStoredChats();
  // The same reading as /chat/:id (ADR 0029): entry i of the stored list is /chat/i.
  const parsedChats = useMemo(() => parseChatEntries(storedChats), [storedChats]);
  const chatsUnreadable = parsedChats.kind === 'invalid';

  useEffect(() => {
    if (chatsUnreadable) notify.error(t('sidebar.chatsUnreadable'));
  }, [chatsUnreadable, notify, t]);
  // A link followed inside the drawer closes it.
  useEffect(() => mobileNav.close(), [pathname]);

  const entries = Object.values(states);
  const navItems: RemoteNavItem[] = [...entries.flatMap((state) => (state.status === 'loaded' ? state.module.navItems : [])), ...shellNavItems];
  const groups = composeNavigation({
    navItems,
    role: user?.role ?? null,
    flags: readNavigationFlags(status),
    chats: parsedChats.kind === 'entries' ? parsedChats.entries : [],
  });
  const someFailed = entries.some((state) => state.status === 'failed');
  const pending = entries.filter((state) => state.status === 'idle' || state.status === 'loading').length;
  const prefetch = (path: string) => prefetchRemotePage(registry, path);

  const warning = someFailed && (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, color: 'warning.main' }} title={t('sidebar.partial')}>
      <WarningAmberOutlined fontSize="small" />
      {(!collapsed || isMobile) && <Typography variant="caption">{t('sidebar.partial')}</Typography>}
    </Box>
  );

  if (isMobile) {
    return (
      <Drawer open={mobileOpen} onClose={mobileNav.close} slotProps={{ paper: { sx: { width: 240 } } }}>
        <Box component="nav" aria-label={t('sidebar.label')} aria-busy={pending > 0} sx={{ py: 1 }}>
          <SidebarList groups={groups} collapsed={false} touch onNavigate={mobileNav.close} onPrefetch={prefetch} />
          {pending > 0 && <SidebarSkeletonRows count={pending} collapsed={false} />}
          {warning}
        </Box>
      </Drawer>
    );
  }

  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  return (
    <Box
      component="nav"
      aria-label={t('sidebar.label')}
      aria-busy={pending > 0}
      sx={{
        width,
        flexShrink: 0,
        // Stays in view under the sticky top bar while the page scrolls.
        position: 'sticky',
        top: 56,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 56px)',
        borderRight: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        overflowX: 'hidden',
      }}
    >
      {/* Only the list scrolls, so every section (Personal settings last) stays reachable on short screens. */}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', py: 0.5 }}>
        <SidebarList groups={groups} collapsed={collapsed} onPrefetch={prefetch} />
        {pending > 0 && <SidebarSkeletonRows count={pending} collapsed={collapsed} />}
        {warning}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5, borderTop: 1, borderColor: 'divider' }}>
        <IconButton size="small" onClick={toggleCollapsed} aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} aria-expanded={!collapsed}>
          {collapsed ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
        </IconButton>
      </Box>
    </Box>
  );
}
