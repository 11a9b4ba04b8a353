import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { MAX_TOKENS_LIMIT, parseMaxTokens } from '../playground-settings.ts';

/** PP-018: MaxTokens, 0 (the default) leaves it to the model; anything but a whole number is refused. */
export function MaxTokensField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(String(value));
  const parsed = parseMaxTokens(text);
  return (
    <TextField
      size="small"
      fullWidth
      label={t('playground.maxTokens.label')}
      value={text}
      inputMode="numeric"
      error={parsed === undefined}
      helperText={parsed === undefined ? t('playground.maxTokens.invalid', { max: MAX_TOKENS_LIMIT }) : t('playground.maxTokens.help')}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseMaxTokens(event.target.value);
        if (next !== undefined) onChange(next);
      }}
      onBlur={() => {
        if (parsed !== undefined) setText(String(parsed));
      }}
    />
  );
}
