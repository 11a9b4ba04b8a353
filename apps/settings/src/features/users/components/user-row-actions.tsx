import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ManageUserAction, PublicUser } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { isEditable, rowActions } from '../user-row-actions.ts';

export type UserRowHandlers = {
  onEdit: (user: PublicUser) => void;
  onAction: (user: PublicUser, action: ManageUserAction) => void;
};

/** Edit, and the manage actions in a menu (USR-009); a deleted row has none (USR-007). */
export function UserRowActions({ user, handlers }: { user: PublicUser; handlers: UserRowHandlers }) {
  const { t } = useTranslation(NAMESPACE);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = rowActions(user);
  if (!isEditable(user))
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  const pick = (action: ManageUserAction) => {
    setAnchor(null);
    handlers.onAction(user, action);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Tooltip title={t('users.actions.edit')}>
        <IconButton size="small" onClick={() => handlers.onEdit(user)} aria-label={`${t('users.actions.edit')}: ${user.username}`}>
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('users.actions.more')}>
        <IconButton
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={`${t('users.actions.more')}: ${user.username}`}
          aria-haspopup="menu"
        >
          <MoreVertIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => pick(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
            {t(`users.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
