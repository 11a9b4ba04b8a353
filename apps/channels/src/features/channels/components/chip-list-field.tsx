import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export type ChipListFieldProps = {
  label: string;
  value: string[];
  options: readonly string[];
  onChange: (value: string[]) => void;
  /** Accept names that are not among the options (typed and confirmed with Enter). */
  freeSolo?: boolean;
  helperText?: string;
  /** Marks the field invalid; `helperText` then says why. */
  error?: boolean;
};

/** A multi-select of names shown as chips: the editor's models and groups. */
export function ChipListField({ label, value, options, onChange, freeSolo = false, helperText, error = false }: ChipListFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo={freeSolo}
      disableCloseOnSelect
      options={[...options]}
      value={value}
      onChange={(_event, next) => onChange([...new Set(next.map((item) => String(item).trim()).filter((item) => item !== ''))])}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} margin="dense" helperText={helperText} error={error} />}
    />
  );
}
