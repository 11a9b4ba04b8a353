import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@gateway/sdk';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { isSidebarFreePath } from '../../app/routes/route-paths.ts';
import { mobileNav } from '../sidebar/mobile-nav-store.ts';
import { isNewYearDay } from '../new-year/is-new-year-day.ts';
import { MOBILE_MEDIA } from '../mobile-query.ts';
import { Brand } from './brand.tsx';
import { ModeBadge } from './mode-badge.tsx';
import { TopNavLinks } from './top-nav-links.tsx';
import { topNavItems } from './top-nav-items.ts';
import { ThemeSwitch } from './theme-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { UserArea } from './user-area.tsx';

const NewYearEgg = lazy(() => import('../new-year/new-year-egg.tsx'));

export type TopBarProps = {
  /** Injectable clock for the new-year easter egg. */
  now?: () => Date;
};

/** The top bar: brand, links (signed in only), easter egg, language, theme, account. */
export function TopBar({ now = () => new Date() }: TopBarProps) {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const user = useSessionUser();
  const [pathname] = useLocation();
  // The menu button opens the sidebar drawer on phones; it exists where the sidebar does.
  const hasSidebar = user !== null && !isSidebarFreePath(pathname);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        {hasSidebar && (
          <IconButton
            edge="start"
            onClick={mobileNav.toggle}
            aria-label={t('sidebar.open')}
            sx={{ display: 'none', [MOBILE_MEDIA]: { display: 'inline-flex' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Brand status={status} />
        <ModeBadge status={status} />
        <TopNavLinks items={topNavItems(status, user !== null)} />
        <Box sx={{ flex: 1 }} />
        {isNewYearDay(now()) && (
          <Suspense fallback={null}>
            <NewYearEgg />
          </Suspense>
        )}
        <LanguageSwitch />
        <ThemeSwitch />
        <UserArea user={user} />
      </Toolbar>
    </AppBar>
  );
}
