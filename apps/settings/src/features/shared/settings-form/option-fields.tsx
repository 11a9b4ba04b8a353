import { useId } from 'react';
import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { optionDefinition } from '@gateway/domain';
import { useOptionLabel } from './option-labels.ts';
import { useSection } from './settings-section.tsx';

/**
 * An option field. Its label comes from the option's entry in option-labels.ts, the name every
 * message about the option uses too: a field cannot be labelled otherwise.
 */
type FieldProps = {
  optionKey: string;
  /** Shown under the field while it is valid. */
  hint?: ReactNode;
  disabled?: boolean;
};

/** A boolean option as a switch; stored as the text true/false (SET-007). */
export function OptionSwitch({ optionKey, hint, disabled = false }: FieldProps) {
  const section = useSection();
  const label = useOptionLabel(optionKey);
  const hintId = useId();
  const checked = section.values[optionKey] === 'true';
  // A switch refused by a rule (e.g. "enter the client ID first") says why beside it, like a text field.
  const state = section.fieldState(optionKey, typeof hint === 'string' ? hint : undefined);
  const helper = state.error ? state.helperText : hint;
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={optionKey}
            checked={checked}
            onChange={(_event, next) => section.change(optionKey, next ? 'true' : 'false')}
            slotProps={{ input: helper === undefined ? {} : { 'aria-describedby': hintId, 'aria-invalid': state.error || undefined } }}
          />
        }
      />
      {helper !== undefined && (
        <FormHelperText id={hintId} error={state.error} sx={{ mt: -0.5, ml: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}

export type OptionTextFieldProps = FieldProps & {
  multiline?: boolean;
  minRows?: number;
  /** A long text area stops growing here and scrolls (a 180-entry JSON map). */
  maxRows?: number;
  /** Spans the whole row of the section grid (long text, JSON). */
  wide?: boolean;
  placeholder?: string;
};

/** A text or number option; numbers take min/max/step from the option registry. */
export function OptionTextField({
  optionKey,
  hint,
  disabled = false,
  multiline = false,
  minRows,
  maxRows,
  wide = multiline,
  placeholder,
}: OptionTextFieldProps) {
  const section = useSection();
  const label = useOptionLabel(optionKey);
  const definition = optionDefinition(optionKey);
  const numeric = definition?.type === 'integer' || definition?.type === 'number';
  const json = definition?.type === 'json';
  const htmlInput = numeric
    ? { min: definition?.min, max: definition?.max, step: definition?.type === 'integer' ? 1 : 'any', inputMode: 'decimal' as const }
    : {};
  return (
    <TextField
      name={optionKey}
      label={label}
      value={section.values[optionKey] ?? ''}
      onChange={(event) => section.change(optionKey, event.target.value)}
      onBlur={() => section.blur(optionKey)}
      type={numeric ? 'number' : 'text'}
      disabled={disabled}
      multiline={multiline}
      minRows={minRows}
      maxRows={maxRows}
      placeholder={placeholder}
      fullWidth
      {...section.fieldState(optionKey, typeof hint === 'string' ? hint : undefined)}
      slotProps={{
        htmlInput: { ...htmlInput, spellCheck: json ? false : undefined, style: json ? { fontFamily: 'monospace', fontSize: '0.8125rem' } : undefined },
      }}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}

/** A JSON option: a monospace text area checked when it loses focus (SET-009). */
export function OptionJsonField(props: Omit<OptionTextFieldProps, 'multiline'>) {
  return <OptionTextField minRows={4} {...props} multiline wide />;
}

export type OptionSelectProps = FieldProps & { choices: readonly { value: string; label: string }[] };

/** An option with a fixed set of choices. */
export function OptionSelect({ optionKey, hint, disabled = false, choices }: OptionSelectProps) {
  const section = useSection();
  const label = useOptionLabel(optionKey);
  return (
    <TextField
      select
      name={optionKey}
      label={label}
      value={section.values[optionKey] ?? ''}
      onChange={(event) => section.change(optionKey, event.target.value)}
      disabled={disabled}
      fullWidth
      {...section.fieldState(optionKey, typeof hint === 'string' ? hint : undefined)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
