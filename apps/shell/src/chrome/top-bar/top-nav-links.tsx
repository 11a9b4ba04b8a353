import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA } from '../mobile-query.ts';
import { isTopNavActive, type TopNavItem } from './top-nav-items.ts';

// The menu (Menu → Popover → Modal) only downloads when someone on a phone opens it.
const TopNavMenu = lazy(() => import('./top-nav-menu.tsx'));

const onPhones = { display: 'none', [MOBILE_MEDIA]: { display: 'inline-flex' } } as const;
const onWiderScreens = { [MOBILE_MEDIA]: { display: 'none' } } as const;

/** On phones the links fold into one menu button that names the current destination, so a narrow screen keeps every link. */
function TopNavMenuButton({ items, pathname }: { items: TopNavItem[]; pathname: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = items.find((item) => isTopNavActive(item, pathname));
  const label = current === undefined ? t('shell:topBar.menu') : t(current.labelKey);
  return (
    <>
      <Button
        size="small"
        color={current === undefined ? 'inherit' : 'primary'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell:topBar.navigationMenu', { current: label })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ ...onPhones, flexShrink: 0, minHeight: 40, fontWeight: 700 }}
      >
        {label}
      </Button>
      {anchor !== null && (
        <Suspense fallback={null}>
          <TopNavMenu anchor={anchor} items={items} pathname={pathname} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

export function TopNavLinks({ items }: { items: TopNavItem[] }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('shell:topBar.navigation')} sx={{ display: 'flex', minWidth: 0, ml: 2, [MOBILE_MEDIA]: { ml: 0.5 } }}>
      <Box sx={{ display: 'flex', gap: 0.5, ...onWiderScreens }}>
        {items.map((item) =>
          item.kind === 'internal' ? (
            <Button
              key={item.labelKey}
              component={Link}
              href={item.path}
              size="small"
              color={isTopNavActive(item, pathname) ? 'primary' : 'inherit'}
              aria-current={isTopNavActive(item, pathname) ? 'page' : undefined}
              sx={{ flexShrink: 0, fontWeight: isTopNavActive(item, pathname) ? 700 : 500 }}
            >
              {t(item.labelKey)}
            </Button>
          ) : (
            <Button
              key={item.labelKey}
              component="a"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              color="inherit"
              sx={{ flexShrink: 0, fontWeight: 500 }}
            >
              {t(item.labelKey)}
            </Button>
          ),
        )}
      </Box>
      <TopNavMenuButton items={items} pathname={pathname} />
    </Box>
  );
}
