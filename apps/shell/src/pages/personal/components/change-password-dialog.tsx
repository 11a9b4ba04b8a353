import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../components/form/form-limits.ts';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { validatePasswordChange } from '../password-change.ts';
import type { PasswordChange, PasswordChangeField } from '../password-change.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { FormDialog } from './form-dialog.tsx';

const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Current, new and confirmed password → PUT /api/user/self {password, original_password} (SH-076). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const { changePassword } = usePersonalMutations();
  const form = useFormFeedback<PasswordChangeField>(personalNoticeKeys.password);
  const [change, setChange] = useState<PasswordChange>({ current: '', password: '', confirm: '' });
  const set = (field: PasswordChangeField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setChange((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field);
  };

  const submit = () => {
    const errors = Object.fromEntries(Object.entries(validatePasswordChange(change)).map(([field, key]) => [field, t(`security.${key}`, limits)]));
    if (!form.check(errors)) return;
    changePassword.mutate(
      { password: change.password, original_password: change.current },
      {
        onSuccess: () => {
          notify.success(t('security.passwordChanged'), { key: personalNoticeKeys.password });
          onClose();
        },
      },
    );
  };

  const field = (name: PasswordChangeField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      fullWidth
      required
      type="password"
      label={label}
      value={change[name]}
      onChange={set(name)}
      {...form.fieldProps(name, hint)}
      slotProps={{ htmlInput: { autoComplete } }}
    />
  );
  return (
    <FormDialog
      title={t('security.changePassword')}
      submitLabel={t('security.changePassword')}
      onSubmit={submit}
      onClose={onClose}
      submitting={changePassword.isPending}
      fieldsRef={form.fieldsRef}
    >
      {field('current', t('security.currentPassword'), 'current-password')}
      {field('password', t('security.newPassword'), 'new-password', t('security.newPasswordHint', limits))}
      {field('confirm', t('security.confirmPassword'), 'new-password')}
    </FormDialog>
  );
}
