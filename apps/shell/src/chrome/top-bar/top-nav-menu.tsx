import type { MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { isTopNavActive, type TopNavItem } from './top-nav-items.ts';

export type TopNavMenuProps = { anchor: HTMLElement; items: TopNavItem[]; pathname: string; onClose: () => void };

/**
 * The top links folded into a menu on phones: every destination one tap away, each a
 * real link (a new tab for the external docs), with touch-sized rows.
 */
export default function TopNavMenu({ anchor, items, pathname, onClose }: TopNavMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ list: { 'aria-label': t('shell:topBar.navigation') }, paper: { sx: { minWidth: 200 } } }}
    >
      {items.map((item) =>
        item.kind === 'internal' ? (
          <MenuItem
            key={item.labelKey}
            component="a"
            href={item.path}
            selected={isTopNavActive(item, pathname)}
            aria-current={isTopNavActive(item, pathname) ? 'page' : undefined}
            sx={{ minHeight: 48 }}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onClose();
              navigate(item.path);
            }}
          >
            {t(item.labelKey)}
          </MenuItem>
        ) : (
          <MenuItem key={item.labelKey} component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 48 }} onClick={onClose}>
            <ListItemText>{t(item.labelKey)}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <OpenInNewOutlined fontSize="small" />
            </ListItemIcon>
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
