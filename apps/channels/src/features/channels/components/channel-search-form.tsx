import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useNotify } from '@gateway/ui/notify';
import { useEnabledModels, useGroups } from '../api/channel-list-queries.ts';

export type ChannelFilters = { keyword: string; model: string; group: string };

export type ChannelSearchFormProps = { value: ChannelFilters; onSearch: (filters: ChannelFilters) => void };

/** Keyword, model and group (from GET /api/group/) filters (CH-002, CH-004). */
export function ChannelSearchForm({ value, onSearch }: ChannelSearchFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const groups = useGroups();
  const models = useEnabledModels();
  const notify = useNotify();
  useEffect(() => {
    if (models.isError) notify.error(t('messages.enabledModelsFailed'));
  }, [models.isError, notify, t]);
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value.keyword, value.model, value.group]);
  const groupNames = [...new Set([...(groups.data ?? []), ...(draft.group !== '' ? [draft.group] : [])])];
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ keyword: draft.keyword.trim(), model: draft.model.trim(), group: draft.group });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, '& > .MuiTextField-root': { flex: '1 1 180px' } }}
    >
      <TextField size="small" label={t('search.keyword')} value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />
      <Autocomplete
        freeSolo
        size="small"
        options={models.data ?? []}
        inputValue={draft.model}
        onInputChange={(_event, model) => setDraft((current) => ({ ...current, model }))}
        sx={{ flex: '1 1 180px' }}
        renderInput={(params) => <TextField {...params} label={t('search.model')} />}
      />
      <TextField select size="small" label={t('search.group')} value={draft.group} onChange={(event) => setDraft({ ...draft, group: event.target.value })}>
        <MenuItem value="">{t('search.anyGroup')}</MenuItem>
        {groupNames.map((group) => (
          <MenuItem key={group} value={group}>
            {group}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('search.submit')}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setDraft({ keyword: '', model: '', group: '' });
            onSearch({ keyword: '', model: '', group: '' });
          }}
        >
          {t('search.reset')}
        </Button>
      </Box>
    </Box>
  );
}
