import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { roleLabelKey } from '@gateway/domain';
import type { SessionUser } from '@gateway/sdk';
import { signOut } from '../../session/sign-out.ts';

export type UserMenuProps = { anchor: HTMLElement; user: SessionUser; onClose: () => void };

export default function UserMenu({ anchor, user, onClose }: UserMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <div style={{ padding: '6px 16px 10px' }}>
        <Typography variant="subtitle2" noWrap>
          {user.display_name || user.username}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {user.username} · {t(`common:${roleLabelKey(user.role)}`)}
        </Typography>
      </div>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          navigate('/personal');
        }}
      >
        <ListItemIcon>
          <ManageAccountsOutlined fontSize="small" />
        </ListItemIcon>
        {t('nav.personal')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('common:actions.logout')}
      </MenuItem>
    </Menu>
  );
}
