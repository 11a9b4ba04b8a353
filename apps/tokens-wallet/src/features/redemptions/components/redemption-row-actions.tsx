import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RedemptionStatus, canEditRedemption, canEnableRedemption } from '@gateway/domain';
import type { RedemptionRow } from '@gateway/domain';
import { CopyButton } from '@gateway/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type RedemptionRowHandlers = {
  onToggle: (row: RedemptionRow, enable: boolean) => void;
  onEdit: (row: RedemptionRow) => void;
  onDelete: (row: RedemptionRow) => void;
};

/** Copy, enable/disable (blocked once used, TW-027), edit (only unused, TW-028), delete (TW-030). */
export function RedemptionRowActions({ row, handlers }: { row: RedemptionRow; handlers: RedemptionRowHandlers }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const enabled = row.status === RedemptionStatus.Unused;
  const toggleBlocked = !enabled && !canEnableRedemption(row.status);
  const editable = canEditRedemption(row.status);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <CopyButton text={row.key} />
      <Tooltip title={toggleBlocked ? t('redemptions.enableBlocked') : enabled ? common('actions.disable') : common('actions.enable')}>
        <span>
          <Switch
            size="small"
            checked={enabled}
            disabled={toggleBlocked}
            onChange={(event) => handlers.onToggle(row, event.target.checked)}
            slotProps={{ input: { 'aria-label': `${common('actions.enable')}: ${row.name}` } }}
          />
        </span>
      </Tooltip>
      <Tooltip title={editable ? common('actions.edit') : t('redemptions.editBlocked')}>
        <span>
          <IconButton size="small" disabled={!editable} onClick={() => handlers.onEdit(row)} aria-label={`${common('actions.edit')}: ${row.name}`}>
            <EditOutlinedIcon fontSize="inherit" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={common('actions.delete')}>
        <IconButton size="small" color="error" onClick={() => handlers.onDelete(row)} aria-label={`${common('actions.delete')}: ${row.name}`}>
          <DeleteOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
