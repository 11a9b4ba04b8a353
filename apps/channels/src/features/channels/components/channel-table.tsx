import { useMemo, useState } from 'react';
import type { ChannelView } from '@gateway/sdk';
import { DataTable } from '@gateway/ui/data-table';
import type { RowId } from '@gateway/ui/data-table';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { ChannelColumnKey } from '../logic/list-preferences.ts';
import { groupByTag } from '../logic/tag-rows.ts';
import { buildChannelColumns } from './channel-columns.tsx';
import type { DisplayRow } from './channel-columns.tsx';
import type { RowActions } from './use-row-actions.tsx';

export type ChannelTableProps = {
  channels: ChannelView[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  tagMode: boolean;
  filtered: boolean;
  visibleColumns: readonly ChannelColumnKey[];
  /** The chosen columns folded for width, for the column settings to mark. */
  onFoldedChange?: (keys: string[]) => void;
  selectedIds: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  actions: RowActions;
  onTest: (channel: ChannelView) => void;
  onEditTag: (tag: string) => void;
};

function rowId(row: DisplayRow): RowId {
  return row.kind === 'tag' ? `tag:${row.tag}` : row.channel.id;
}

/** The channel table; in tag mode tag rows come first and expand to their channels. */
export function ChannelTable(props: ChannelTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo<DisplayRow[]>(() => {
    if (!props.tagMode) return props.channels.map((channel) => ({ kind: 'channel', channel, child: false }));
    return groupByTag(props.channels).flatMap<DisplayRow>((row) => {
      if (row.kind === 'channel') return [{ kind: 'channel', channel: row.channel, child: false }];
      const open = expanded.has(row.tag);
      return [{ ...row, expanded: open }, ...(open ? row.children.map((channel) => ({ kind: 'channel' as const, channel, child: true })) : [])];
    });
  }, [props.channels, props.tagMode, expanded]);
  const toggleTag = (tag: string): void => {
    const next = new Set(expanded);
    if (next.has(tag)) next.delete(tag);
    else next.add(tag);
    setExpanded(next);
  };
  // A tag row's checkbox stands for its channels: checked when all are selected, toggling selects or clears them all.
  const tagRows = rows.filter((row) => row.kind === 'tag');
  const selected = new Set(props.selectedIds);
  const shownSelection: RowId[] = [...props.selectedIds, ...tagRows.filter((row) => row.children.every((child) => selected.has(child.id))).map(rowId)];
  const changeSelection = (ids: RowId[]): void => {
    const next = new Set(ids.filter((id): id is number => typeof id === 'number'));
    for (const row of tagRows) {
      const was = shownSelection.includes(rowId(row));
      const now = ids.includes(rowId(row));
      if (now === was) continue;
      for (const child of row.children) {
        if (now) next.add(child.id);
        else next.delete(child.id);
      }
    }
    props.onSelectionChange([...next]);
  };
  const columns = buildChannelColumns(props.visibleColumns, {
    t,
    actions: props.actions,
    onTest: props.onTest,
    onEditTag: props.onEditTag,
    onToggleTag: toggleTag,
  });
  return (
    <DataTable
      label={t('list.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={rowId}
      loading={props.loading}
      page={props.page}
      pageSize={props.pageSize}
      total={props.total}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      selectable
      selectedIds={shownSelection}
      onSelectionChange={changeSelection}
      onFoldedChange={props.onFoldedChange}
      emptyTitle={props.filtered ? t('list.noMatches') : t('list.emptyTitle')}
      emptyDescription={props.filtered ? undefined : t('list.emptyDescription')}
    />
  );
}
