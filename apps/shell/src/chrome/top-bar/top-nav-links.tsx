import { Link, useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isTopNavActive, type TopNavItem } from './top-nav-items.ts';

export function TopNavLinks({ items }: { items: TopNavItem[] }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('shell:topBar.navigation')} sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', minWidth: 0, ml: { xs: 0.5, sm: 2 } }}>
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
          <Button key={item.labelKey} component="a" href={item.href} target="_blank" rel="noopener noreferrer" size="small" color="inherit" sx={{ flexShrink: 0, fontWeight: 500 }}>
            {t(item.labelKey)}
          </Button>
        ),
      )}
    </Box>
  );
}
