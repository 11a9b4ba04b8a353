import type { ChangeEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import FormHelperText from '@mui/material/FormHelperText';

export type FormFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  /** An error message replaces the helper text and marks the field invalid. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
};

/**
 * A labelled outlined input. Built from FormControl + InputLabel + OutlinedInput rather than
 * TextField, which also pulls in Select, Menu, Popover and Modal: this is on the /login path.
 */
export function FormField({ id, label, value, onChange, type = 'text', error, helperText, required, ...input }: FormFieldProps) {
  const describedBy = error !== undefined || helperText !== undefined ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error !== undefined} required={required} size="medium">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        type={type}
        label={label}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-describedby={describedBy}
        disabled={input.disabled}
        readOnly={input.readOnly}
        autoComplete={input.autoComplete}
        autoFocus={input.autoFocus}
        placeholder={input.placeholder}
        endAdornment={input.endAdornment}
      />
      {describedBy !== undefined && <FormHelperText id={describedBy}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
