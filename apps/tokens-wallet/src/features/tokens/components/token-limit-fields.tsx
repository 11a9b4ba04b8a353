import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useSelfGroups, useUserModels } from '../api/use-tokens.ts';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { useGroupDescription } from '@gateway/ui/group-description';
import type { TokenFormField, TokenFormValues } from '../token-form.ts';

export type TokenLimitFieldsProps = {
  values: TokenFormValues;
  onChange: (patch: Partial<TokenFormValues>) => void;
  /** Messages shown beside the allowed IPs and the group. */
  errors?: FieldErrors<TokenFormField>;
};

/** Model limits (TW-019), allowed IPs (TW-020) and group (TW-021 / TW-022). */
export function TokenLimitFields({ values, onChange, errors = {} }: TokenLimitFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const models = useUserModels(true);
  const groups = useSelfGroups(true);
  const describe = useGroupDescription();
  const groupEntries = Object.entries(groups.data ?? {});
  const noGroups = groups.isSuccess && groupEntries.length === 0;
  return (
    <>
      <FormControlLabel
        control={<Switch checked={values.modelLimitsEnabled} onChange={(event) => onChange({ modelLimitsEnabled: event.target.checked })} />}
        label={t('tokens.form.modelLimits')}
      />
      {values.modelLimitsEnabled && (
        <Autocomplete
          multiple
          options={models.data ?? []}
          value={values.modelLimits}
          loading={models.isFetching}
          onChange={(_event, next) => onChange({ modelLimits: next })}
          renderInput={(params) => <TextField {...params} label={t('tokens.form.models')} />}
        />
      )}
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('tokens.form.allowIps')}
        error={errors.allowIps !== undefined}
        helperText={errors.allowIps ?? t('tokens.form.allowIpsHelp')}
        value={values.allowIps}
        onChange={(event) => onChange({ allowIps: event.target.value })}
      />
      <TextField
        select
        fullWidth
        label={t('tokens.form.group')}
        value={noGroups ? '' : values.group}
        disabled={noGroups}
        error={errors.group !== undefined}
        helperText={errors.group ?? (noGroups ? t('tokens.form.noGroups') : undefined)}
        onChange={(event) => onChange({ group: event.target.value })}
        // '' is a real choice (the user's own group), so show its label instead of an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('tokens.defaultGroup')}</MenuItem>
        {/* A token may carry a group the admin later removed from the selectable ones: keep it visible. */}
        {values.group !== '' && groups.data?.[values.group] === undefined && <MenuItem value={values.group}>{values.group}</MenuItem>}
        {groupEntries.map(([name, info]) => (
          <MenuItem key={name} value={name}>
            {info.desc ? `${name} — ${describe(name, info.desc)}` : name} ({info.ratio}x)
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
