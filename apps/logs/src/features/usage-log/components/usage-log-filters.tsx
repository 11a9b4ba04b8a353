import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { LogType, logTypeOptions } from '@gateway/domain';
import { TimeRangePicker, timeRangeProblem } from '@gateway/ui/time-range-picker';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { isBadChannelId, STATUS_CODE_CHOICES } from '../logic/log-filters.ts';
import type { LogFilterForm } from '../logic/log-filters.ts';

export type UsageLogFiltersProps = {
  values: LogFilterForm;
  isAdmin: boolean;
  onSearch: (values: LogFilterForm) => void;
  onOpenColumns: () => void;
  /** More buttons after Columns (the CSV export). */
  actions?: ReactNode;
};

// On a phone every field takes a full line (LOG-003).
const fieldSx = { minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 200px' } } as const;

/**
 * The filter row (LOG-003, LOG-004, LOG-008, LOG-009): time range (date-time pickers with quick
 * ranges), token, model, group, for admins channel and user, the log type and (for errors) status
 * codes. Nothing is sent until Search; a half-typed time or an end before the start is refused.
 */
export function UsageLogFilters({ values, isAdmin, onSearch, onOpenColumns, actions }: UsageLogFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const badChannel = isAdmin && isBadChannelId(draft.channel);
  const badRange = timeRangeProblem(draft) !== undefined;
  const set = <K extends keyof LogFilterForm>(key: K, value: LogFilterForm[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!badChannel && !badRange) onSearch(draft);
  };
  const textField = (key: 'tokenName' | 'modelName' | 'group' | 'channel' | 'username', extra: { inputMode?: 'numeric'; error?: string } = {}) => (
    <TextField
      size="small"
      label={t(`usageLog.filters.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={extra.error !== undefined}
      helperText={extra.error}
      slotProps={extra.inputMode === undefined ? undefined : { htmlInput: { inputMode: extra.inputMode } }}
      sx={fieldSx}
    />
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('usageLog.filters.label')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TimeRangePicker value={{ start: draft.start, end: draft.end }} onChange={(range) => setDraft((current) => ({ ...current, ...range }))} />
      {textField('tokenName')}
      {textField('modelName')}
      {textField('group')}
      {isAdmin && textField('channel', { inputMode: 'numeric', error: badChannel ? t('usageLog.filters.badChannel') : undefined })}
      {isAdmin && textField('username')}
      <TextField
        select
        size="small"
        label={t('usageLog.filters.type')}
        value={draft.type}
        onChange={(event) => set('type', Number(event.target.value))}
        sx={fieldSx}
      >
        {logTypeOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(`common:${option.labelKey}`)}
          </MenuItem>
        ))}
      </TextField>
      {draft.type === LogType.Error && (
        <TextField
          select
          size="small"
          label={t('usageLog.filters.statusCodes')}
          value={draft.statusCodes}
          onChange={(event) => {
            const value = event.target.value as unknown;
            const codes = (Array.isArray(value) ? value : String(value).split(',')).map(Number).filter(Number.isInteger);
            // Keep the offered order (429, 503, 400 …) whatever order they were clicked in.
            set(
              'statusCodes',
              STATUS_CODE_CHOICES.filter((code) => codes.includes(code)),
            );
          }}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as number[]).join(', ') } }}
          sx={fieldSx}
        >
          {STATUS_CODE_CHOICES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}>
        {t('usageLog.filters.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<ViewColumnOutlinedIcon />} onClick={onOpenColumns} sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}>
        {t('usageLog.filters.columns')}
      </Button>
      {actions}
    </Box>
  );
}
