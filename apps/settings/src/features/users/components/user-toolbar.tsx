import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useGroups } from '../api/use-users.ts';

export type UserFilters = { keyword: string; group: string };

export type UserToolbarProps = {
  filters: UserFilters;
  onSearch: (filters: UserFilters) => void;
  onAdd: () => void;
};

/** Search by keyword and group (USR-004, groups from GET /api/group/, USR-005) and "Add user" (USR-013). */
export function UserToolbar({ filters, onSearch, onAdd }: UserToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const groups = useGroups();
  const [draft, setDraft] = useState(filters);
  // Back/forward changes the URL filters: show them.
  useEffect(() => setDraft(filters), [filters.keyword, filters.group]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ keyword: draft.keyword.trim(), group: draft.group });
  };
  const choices = [...new Set([...(groups.data ?? []), ...(draft.group === '' ? [] : [draft.group])])];
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label={t('users.search.keyword')}
        placeholder={t('users.search.keywordHint')}
        value={draft.keyword}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
      />
      <TextField
        select
        size="small"
        label={t('users.search.group')}
        value={draft.group}
        onChange={(event) => setDraft({ ...draft, group: event.target.value })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 180px' } }}
      >
        <MenuItem value="">{t('users.search.anyGroup')}</MenuItem>
        {choices.map((group) => (
          <MenuItem key={group} value={group}>
            {group}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
        {t('users.search.submit')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={onAdd}>
        {t('users.add')}
      </Button>
    </Box>
  );
}
