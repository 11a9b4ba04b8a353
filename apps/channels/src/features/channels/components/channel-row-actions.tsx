import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ChannelStatus } from '@gateway/domain';
import type { ChannelView } from '@gateway/sdk';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { NAMESPACE } from '../../../namespace.ts';
import type { RowActions } from './use-row-actions.tsx';
import { withSearch } from '../logic/list-state.ts';

export type ChannelRowActionsProps = {
  channel: ChannelView;
  actions: RowActions;
  onTest: (channel: ChannelView) => void;
};

/** Test, enable/disable and edit in view; copy and delete in the overflow menu (CH-011, CH-017, CH-028, CH-031). */
export function ChannelRowActions({ channel, actions, onTest }: ChannelRowActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const enabled = channel.status === ChannelStatus.Enabled;
  const closeThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Button size="small" onClick={() => onTest(channel)}>
        {t('row.test')}
      </Button>
      <Button size="small" color={enabled ? 'warning' : 'success'} onClick={() => actions.toggleStatus(channel)}>
        {enabled ? t('row.disable') : t('row.enable')}
      </Button>
      <Button size="small" onClick={() => navigate(withSearch(`/channel/edit/${channel.id}`, search))}>
        {t('row.edit')}
      </Button>
      <IconButton size="small" aria-label={t('row.more', { name: channel.name })} onClick={(event) => setMenuAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={closeThen(() => actions.copyChannel(channel))}>{t('row.copy')}</MenuItem>
        <MenuItem onClick={closeThen(() => actions.deleteChannel(channel))} sx={{ color: 'error.main' }}>
          {t('row.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
