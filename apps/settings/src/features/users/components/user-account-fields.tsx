import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuotaDisplaySettings } from '@gateway/domain';
import type { FormFeedback } from '@gateway/ui/form-feedback';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useGroups } from '../api/use-users.ts';
import type { UserFormField, UserFormValues } from '../user-form.ts';
import { inputToQuota } from '../user-quota-input.ts';

export type UserAccountFieldsProps = {
  values: UserFormValues;
  onChange: (patch: Partial<UserFormValues>) => void;
  fieldProps: FormFeedback<UserFormField>['fieldProps'];
  settings: QuotaDisplaySettings;
};

/** The admin-only fields of the editor (USR-017): the group, and the quota in the display unit. */
export function UserAccountFields({ values, onChange, fieldProps, settings }: UserAccountFieldsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const groups = useGroups();
  const choices = [...new Set([...(groups.data ?? []), ...(values.group === '' ? [] : [values.group])])];
  const parsed = inputToQuota(values.quota, settings);
  const quotaHint = parsed.ok ? t('users.form.quotaHint', { quota: parsed.quota.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US') }) : undefined;
  return (
    <>
      <TextField
        select
        fullWidth
        required
        label={t('users.form.group')}
        value={values.group}
        onChange={(event) => onChange({ group: event.target.value })}
        {...fieldProps('group')}
      >
        {choices.map((group) => (
          <MenuItem key={group} value={group}>
            {group}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        required
        label={t(settings.displayInCurrency ? 'users.form.quotaAmount' : 'users.form.quotaUnits')}
        value={values.quota}
        onChange={(event) => onChange({ quota: event.target.value })}
        {...fieldProps('quota', quotaHint)}
        slotProps={{ htmlInput: { inputMode: settings.displayInCurrency ? 'decimal' : 'numeric' } }}
      />
    </>
  );
}
