import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';

export type InlineNumberFieldProps = {
  value: number;
  label: string;
  min?: number;
  /** Called on blur or Enter with the typed text when it differs from the value; parsing is the caller's. */
  onCommit: (raw: string) => void;
  disabled?: boolean;
};

/** A small number box edited in place in a table row (CH-023..CH-027). */
export function InlineNumberField({ value, label, min, onCommit, disabled = false }: InlineNumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (): void => {
    if (text.trim() === String(value)) return;
    onCommit(text);
    // The server's answer (or the refusal) decides what shows; go back to the stored value meanwhile.
    setText(String(value));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      sx={{ width: 96 }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          (event.target as HTMLInputElement).blur();
        }
      }}
      slotProps={{ htmlInput: { 'aria-label': label, min, step: 1 } }}
    />
  );
}
