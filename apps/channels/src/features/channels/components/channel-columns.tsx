import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ChannelStatus } from '@gateway/domain';
import type { ChannelView } from '@gateway/sdk';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { QuotaText } from '@gateway/ui/quota-text';
import type { TFunction } from 'i18next';
import { channelColumnFit } from '../logic/channel-column-fit.ts';
import type { ChannelColumnKey } from '../logic/list-preferences.ts';
import { splitCommaList } from '../logic/model-list.ts';
import { BalanceCell, ChannelStatusCell, ChannelTypeChip, ResponseTimeBadge } from './channel-cells.tsx';
import { ChannelRowActions } from './channel-row-actions.tsx';
import { InlineNumberField } from './inline-number-field.tsx';
import { TagRowActions } from './tag-row-actions.tsx';
import type { RowActions } from './use-row-actions.tsx';

/** A table row: a channel (indented when it is a tag's child) or a tag with its aggregates. */
export type DisplayRow =
  | { kind: 'channel'; channel: ChannelView; child: boolean }
  | { kind: 'tag'; tag: string; children: ChannelView[]; enabled: boolean; responseTime: number; usedQuota: number; balance: number; expanded: boolean };

export type ColumnContext = {
  t: TFunction;
  actions: RowActions;
  onTest: (channel: ChannelView) => void;
  onEditTag: (tag: string) => void;
  onToggleTag: (tag: string) => void;
};

/** Disabled channels are greyed (CH-012); a tag is greyed when no child is enabled (CH-014). */
function dim(row: DisplayRow, content: ReactNode): ReactNode {
  const disabled = row.kind === 'tag' ? !row.enabled : row.channel.status !== ChannelStatus.Enabled;
  return disabled ? (
    <Box component="span" sx={{ opacity: 0.5 }} data-disabled="true">
      {content}
    </Box>
  ) : (
    content
  );
}

/** The channel table's columns, each shown only when chosen in the column settings (CH-006), with their fit (priorities). */
export function buildChannelColumns(visible: readonly ChannelColumnKey[], context: ColumnContext): DataTableColumn<DisplayRow>[] {
  const { t, actions } = context;
  const all: Record<ChannelColumnKey, DataTableColumn<DisplayRow>> = {
    id: { key: 'id', header: t('columns.id'), render: (row) => dim(row, row.kind === 'channel' ? row.channel.id : '') },
    name: {
      key: 'name',
      header: t('columns.name'),
      render: (row) =>
        row.kind === 'tag' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              onClick={() => context.onToggleTag(row.tag)}
              aria-label={t(row.expanded ? 'row.collapse' : 'row.expand', { tag: row.tag })}
              aria-expanded={row.expanded}
            >
              {row.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
            {dim(
              row,
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {t('row.tagLabel', { tag: row.tag })}
              </Typography>,
            )}
            <Typography variant="caption" color="text.secondary">
              {t('row.tagCount', { count: row.children.length })}
            </Typography>
          </Box>
        ) : (
          dim(
            row,
            <Box component="span" sx={{ pl: row.child ? 4 : 0, whiteSpace: 'nowrap' }}>
              {row.channel.name}
            </Box>,
          )
        ),
    },
    group: { key: 'group', header: t('columns.group'), render: (row) => dim(row, row.kind === 'channel' ? splitCommaList(row.channel.group).join(', ') : '') },
    type: { key: 'type', header: t('columns.type'), render: (row) => (row.kind === 'channel' ? dim(row, <ChannelTypeChip type={row.channel.type} />) : null) },
    status: {
      key: 'status',
      header: t('columns.status'),
      render: (row) =>
        row.kind === 'channel' ? (
          <ChannelStatusCell status={row.channel.status} otherInfo={row.channel.other_info} />
        ) : (
          <ChannelStatusCell status={row.enabled ? ChannelStatus.Enabled : ChannelStatus.ManuallyDisabled} />
        ),
    },
    responseTime: {
      key: 'responseTime',
      header: t('columns.responseTime'),
      render: (row) => dim(row, <ResponseTimeBadge milliseconds={row.kind === 'channel' ? row.channel.response_time : row.responseTime} />),
    },
    balance: {
      key: 'balance',
      header: t('columns.balance'),
      render: (row) =>
        row.kind === 'channel' ? (
          <BalanceCell balance={row.channel.balance} onUpdate={() => actions.updateBalance(row.channel)} updating={actions.balancePending === row.channel.id} />
        ) : (
          <BalanceCell balance={row.balance} />
        ),
    },
    usedQuota: {
      key: 'usedQuota',
      header: t('columns.usedQuota'),
      render: (row) => dim(row, <QuotaText quota={row.kind === 'channel' ? row.channel.used_quota : row.usedQuota} />),
    },
    priority: {
      key: 'priority',
      header: t('columns.priority'),
      render: (row) =>
        row.kind === 'channel' ? (
          <InlineNumberField
            value={row.channel.priority}
            min={-999}
            label={t('row.priorityLabel', { name: row.channel.name })}
            onCommit={(raw) => actions.commitNumber(row.channel, 'priority', raw)}
          />
        ) : (
          <InlineNumberField
            value={row.children[0]?.priority ?? 0}
            min={-999}
            label={t('row.priorityLabel', { name: row.tag })}
            onCommit={(raw) => actions.commitTagNumber(row.tag, 'priority', raw)}
          />
        ),
    },
    weight: {
      key: 'weight',
      header: t('columns.weight'),
      render: (row) =>
        row.kind === 'channel' ? (
          <InlineNumberField
            value={row.channel.weight}
            min={0}
            label={t('row.weightLabel', { name: row.channel.name })}
            onCommit={(raw) => actions.commitNumber(row.channel, 'weight', raw)}
          />
        ) : (
          <InlineNumberField
            value={row.children[0]?.weight ?? 0}
            min={0}
            label={t('row.weightLabel', { name: row.tag })}
            onCommit={(raw) => actions.commitTagNumber(row.tag, 'weight', raw)}
          />
        ),
    },
    actions: {
      key: 'actions',
      header: t('columns.actions'),
      render: (row) =>
        row.kind === 'channel' ? (
          <ChannelRowActions channel={row.channel} actions={actions} onTest={context.onTest} />
        ) : (
          <TagRowActions tag={row.tag} actions={actions} onEditTag={context.onEditTag} />
        ),
    },
  };
  return visible.map((key) => ({ ...all[key], ...channelColumnFit[key] }));
}
