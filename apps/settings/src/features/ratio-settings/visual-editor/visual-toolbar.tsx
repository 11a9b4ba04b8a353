import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { numberText } from '../pricing/price-form.ts';
import type { PricePreview } from './use-price-preview.ts';

export type VisualToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  preview: PricePreview;
  onGroup: (group: string) => void;
  selected: number;
  dirty: boolean;
  saving: boolean;
  onAdd: () => void;
  onBatch: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/** Search (SET-029), the group the user prices are shown for, add, batch set (SET-040), discard and save. */
export function VisualToolbar(props: VisualToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string, values?: Record<string, unknown>) => t(`ratioSettings.visual.${key}`, values ?? {});
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={text('search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          type="search"
          sx={{ minWidth: { sm: 240 }, flex: { sm: 1 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={text('group')}
          value={props.preview.group}
          onChange={(event) => props.onGroup(event.target.value)}
          sx={{ minWidth: { sm: 200 } }}
        >
          {(props.preview.groups.length > 0 ? props.preview.groups : [props.preview.group]).map((group) => (
            <MenuItem key={group} value={group}>
              {text('groupChoice', { group, ratio: numberText(props.preview.groupRatios.get(group) ?? 1) })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={props.onAdd}>
          {text('add')}
        </Button>
        <Button variant="outlined" onClick={props.onBatch}>
          {text('batch', { count: props.selected })}
        </Button>
        <Button variant="text" color="inherit" disabled={!props.dirty} onClick={props.onDiscard}>
          {text('discard')}
        </Button>
        <Button variant="contained" loading={props.saving} onClick={props.onSave}>
          {text('save')}
        </Button>
      </Stack>
    </Stack>
  );
}
