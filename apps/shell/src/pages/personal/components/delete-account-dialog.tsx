import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { navigate } from 'wouter/use-browser-location';
import { session } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { FormDialog } from './form-dialog.tsx';

/** Account deletion: only after typing the own username exactly, then DELETE /api/user/self (SH-077). */
export function DeleteAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const { deleteAccount } = usePersonalMutations();
  const form = useFormFeedback<'confirmation'>(personalNoticeKeys.delete);
  const [typed, setTyped] = useState('');

  const submit = () => {
    if (!form.check(typed === username ? {} : { confirmation: t('security.deleteMismatch') })) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('security.deleted'), { key: personalNoticeKeys.delete });
        // The account is gone, and its session with it.
        session.clear();
        navigate('/login', { replace: true });
      },
    });
  };

  return (
    <FormDialog
      title={t('security.deleteTitle')}
      submitLabel={t('security.deleteAccount')}
      danger
      onSubmit={submit}
      onClose={onClose}
      submitting={deleteAccount.isPending}
      fieldsRef={form.fieldsRef}
    >
      <Typography variant="body2">{t('security.deleteMessage', { username })}</Typography>
      <TextField
        autoFocus
        fullWidth
        label={t('security.deleteField')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          form.clear('confirmation');
        }}
        {...form.fieldProps('confirmation')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
