import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { ModelName } from '../components/model-name.tsx';
import type { PricingRow } from '../pricing/pricing-maps.ts';
import { PricingCell } from './pricing-cell.tsx';
import type { PricePreview } from './use-price-preview.ts';
import type { PricingEditor } from './use-pricing-editor.ts';
import { completionNote, UserPrice } from './user-price.tsx';

export type PricingColumnsInput = {
  t: TFunction;
  editor: PricingEditor;
  preview: PricePreview;
  onEdit: (row: PricingRow) => void;
  onDelete: (row: PricingRow) => void;
};

/**
 * The visual editor's columns (SET-029, SET-031): model, fixed price, ratio, completion ratio (each
 * edited in place; a fixed price disables the ratios, SET-035), what a user pays, and the row actions.
 * Priorities (ADR 0020): the ratios stay longest, the computed price folds first.
 */
export function pricingColumns({ t, editor, preview, onEdit, onDelete }: PricingColumnsInput): DataTableColumn<PricingRow>[] {
  const text = (key: string, values?: Record<string, unknown>) => t(`ratioSettings.visual.${key}`, values ?? {});
  const cellLabel = (column: string, row: PricingRow) => text('cellLabel', { column: text(`columns.${column}`), model: row.name });
  return [
    { key: 'name', header: text('columns.name'), minWidth: 160, render: (row) => <ModelName name={row.name} /> },
    {
      key: 'price',
      header: text('columns.price'),
      minWidth: 120,
      priority: 3,
      render: (row) => <PricingCell row={row} field="price" editor={editor} label={cellLabel('price', row)} />,
    },
    {
      key: 'ratio',
      header: text('columns.ratio'),
      minWidth: 112,
      priority: 1,
      render: (row) => <PricingCell row={row} field="ratio" editor={editor} label={cellLabel('ratio', row)} disabled={row.price !== undefined} />,
    },
    {
      key: 'completionRatio',
      header: text('columns.completionRatio'),
      minWidth: 136,
      priority: 2,
      render: (row) => (
        <PricingCell
          row={row}
          field="completionRatio"
          editor={editor}
          label={cellLabel('completionRatio', row)}
          disabled={row.price !== undefined}
          note={row.price === undefined && row.ratio !== undefined ? completionNote(row.name, preview, t) : undefined}
        />
      ),
    },
    {
      key: 'userPrice',
      header: text('columns.userPrice', { group: preview.group }),
      minWidth: 150,
      priority: 4,
      render: (row) => <UserPrice model={row.name} preview={preview} />,
    },
    { key: 'actions', header: text('columns.actions'), sticky: true, render: (row) => <RowActions row={row} t={t} onEdit={onEdit} onDelete={onDelete} /> },
  ];
}

function RowActions({ row, t, onEdit, onDelete }: { row: PricingRow; t: TFunction } & Pick<PricingColumnsInput, 'onEdit' | 'onDelete'>) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('ratioSettings.visual.edit')}>
        <IconButton size="small" aria-label={t('ratioSettings.visual.editModel', { model: row.name })} onClick={() => onEdit(row)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('ratioSettings.visual.delete')}>
        <IconButton size="small" aria-label={t('ratioSettings.visual.deleteModel', { model: row.name })} onClick={() => onDelete(row)}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
