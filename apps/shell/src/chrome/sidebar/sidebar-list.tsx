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
  onNavigate?: () => void;
};

function isActive(item: SidebarItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export function SidebarList({ groups, collapsed, onNavigate }: SidebarListProps) {
  const { t } = useTranslation('shell');
  const [pathname] = useLocation();
  return (
    <>
      {groups.map((group) => (
        <List
          key={group.section}
          dense
          aria-label={t(`sidebar.section.${group.section}`)}
          subheader={
            collapsed ? undefined : (
              <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent', fontSize: 12 }}>
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
                sx={{ borderRadius: 2, mx: 1, mb: 0.25, pl: collapsed ? 1.5 : item.nested ? 4 : 1.5, minHeight: 38 }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 34 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
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
