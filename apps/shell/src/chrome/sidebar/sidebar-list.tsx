import { Link, useLocation } from 'wouter';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { SidebarGroup, SidebarItem } from './compose-navigation.ts';

export type SidebarListProps = {
  groups: SidebarGroup[];
  collapsed: boolean;
  /** Finger-sized rows (the phone drawer); the desktop rail is denser so every section fits 900 px. */
  touch?: boolean;
  onNavigate?: () => void;
  /** A link was hovered or focused: a click may follow, so its page can be fetched already. */
  onPrefetch?: (path: string) => void;
};

function isActive(item: SidebarItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export function SidebarList({ groups, collapsed, touch = false, onNavigate, onPrefetch }: SidebarListProps) {
  const { t } = useTranslation('shell');
  const [pathname] = useLocation();
  return (
    <>
      {groups.map((group) => (
        <List
          key={group.section}
          dense
          disablePadding
          sx={{ pb: 0.5 }}
          aria-label={t(`sidebar.section.${group.section}`)}
          subheader={
            collapsed ? undefined : (
              <ListSubheader disableSticky sx={{ lineHeight: '28px', bgcolor: 'transparent', fontSize: 12 }}>
                {t(`sidebar.section.${group.section}`)}
              </ListSubheader>
            )
          }
        >
          {group.items.map((item) => {
            const label = item.labelText ?? t(item.labelKey ?? '');
            const Icon = item.icon ?? ChatBubbleOutline;
            const active = isActive(item, pathname);
            const button = (
              <ListItemButton
                component={Link}
                href={item.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
                onPointerEnter={() => onPrefetch?.(item.path)}
                onFocus={() => onPrefetch?.(item.path)}
                sx={{ borderRadius: 2, mx: 1, mb: 0.25, pl: collapsed ? 1.5 : item.nested ? 4 : 1.5, pr: 1, minHeight: touch ? 44 : 34 }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 34 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {/* Labels wrap rather than truncate ("Redemption co…"); the rail is wide enough for the built-in ones. */}
                {!collapsed && (
                  <ListItemText primary={label} sx={{ my: 0.25 }} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', lineHeight: 1.3 } } }} />
                )}
              </ListItemButton>
            );
            return (
              <li key={item.path}>
                {collapsed ? (
                  <Tooltip title={label} placement="right">
                    {button}
                  </Tooltip>
                ) : (
                  button
                )}
              </li>
            );
          })}
        </List>
      ))}
    </>
  );
}
