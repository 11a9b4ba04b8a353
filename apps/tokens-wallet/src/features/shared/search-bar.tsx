import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';

export type SearchField<F extends string> = { name: F; label: string };

export type SearchBarProps<F extends string> = {
  fields: SearchField<F>[];
  values: Record<F, string>;
  onSearch: (values: Record<F, string>) => void;
  /** Buttons on the right (add, copy selected …). */
  actions?: ReactNode;
};

/** The filter row above a list: text fields, Search (or Enter), and the page's own actions. */
export function SearchBar<F extends string>({ fields, values, onSearch, actions }: SearchBarProps<F>) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(values);
  // A back/forward navigation changes the URL filters: show them.
  useEffect(() => setDraft(values), [values]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          size="small"
          label={field.label}
          value={draft[field.name]}
          onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
        />
      ))}
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
        {t('search.submit')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
}
