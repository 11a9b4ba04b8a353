import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type ModelSelectProps = {
  value: string;
  models: readonly string[] | undefined;
  loading: boolean;
  onChange: (model: string) => void;
};

/** PP-015: a searchable list of the user's models (type to filter, case-insensitive substring). */
export function ModelSelect({ value, models, loading, onChange }: ModelSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const options = models === undefined || models.includes(value) || value === '' ? (models ?? []) : [value, ...models];
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value === '' ? null : value}
      onChange={(_event, model) => {
        if (model !== null) onChange(model);
      }}
      disableClearable={value !== ''}
      loading={loading}
      loadingText={t('playground.model.loading')}
      noOptionsText={t('playground.model.none')}
      renderInput={(params) => <TextField {...params} label={t('playground.model.label')} />}
    />
  );
}
