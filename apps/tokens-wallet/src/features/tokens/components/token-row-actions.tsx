import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { TokenStatus } from '@gateway/domain';
import type { TokenRow } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { ChatLinkMenu } from './chat-link-menu.tsx';

export type TokenRowHandlers = {
  onToggle: (token: TokenRow, enable: boolean) => void;
  onEdit: (token: TokenRow) => void;
  onDelete: (token: TokenRow) => void;
};

/** Per-row controls: enable/disable switch (TW-006), chat links, edit, delete (TW-007). */
export function TokenRowActions({ token, handlers }: { token: TokenRow; handlers: TokenRowHandlers }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const enabled = token.status === TokenStatus.Enabled;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Tooltip title={enabled ? common('actions.disable') : common('actions.enable')}>
        <Switch
          size="small"
          checked={enabled}
          onChange={(event) => handlers.onToggle(token, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${t('tokens.actions.toggle')}: ${token.name}` } }}
        />
      </Tooltip>
      <ChatLinkMenu tokenKey={token.key} />
      <Tooltip title={common('actions.edit')}>
        <IconButton size="small" onClick={() => handlers.onEdit(token)} aria-label={`${common('actions.edit')}: ${token.name}`}>
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Tooltip title={common('actions.delete')}>
        <IconButton size="small" color="error" onClick={() => handlers.onDelete(token)} aria-label={`${common('actions.delete')}: ${token.name}`}>
          <DeleteOutlineIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
