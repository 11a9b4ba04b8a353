import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/**
 * PP-006: the model search, composition-aware: while an input method composes (pinyin, kana …) the
 * half-typed letters do not filter the table; the search applies once the text is committed.
 */
export function ModelSearchField({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(value);
  const composing = useRef(false);
  // Back/forward or a cleared URL changes the search from outside.
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      size="small"
      type="search"
      label={t('pricing.search.label')}
      placeholder={t('pricing.search.placeholder')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (!composing.current) onChange(event.target.value);
      }}
      sx={{ minWidth: 220, flex: '1 1 240px', maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: {
          onCompositionStart: () => {
            composing.current = true;
          },
          onCompositionEnd: (event: React.CompositionEvent<HTMLInputElement>) => {
            composing.current = false;
            onChange(event.currentTarget.value);
          },
        },
      }}
    />
  );
}
