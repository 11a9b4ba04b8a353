import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { UserSelf } from '@gateway/domain';
import { session } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX_LENGTH } from '../../../components/form/form-limits.ts';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { FormDialog } from './form-dialog.tsx';

type Field = 'username' | 'displayName';

/** Username and display name, saved with PUT /api/user/self (SH-075). */
export function ProfileDialog({ user, onClose }: { user: UserSelf; onClose: () => void }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const { updateProfile } = usePersonalMutations();
  const form = useFormFeedback<Field>(personalNoticeKeys.profile);
  const [username, setUsername] = useState(user.username);
  const [displayName, setDisplayName] = useState(user.display_name);

  const submit = () => {
    const name = username.trim();
    const errors =
      name === ''
        ? { username: t('shell:register.usernameRequired') }
        : name.length > USERNAME_MAX_LENGTH
          ? { username: t('shell:register.usernameTooLong') }
          : {};
    if (!form.check(errors)) return;
    updateProfile.mutate(
      { username: name, display_name: displayName.trim() },
      {
        onSuccess: () => {
          // The top bar shows the stored user: keep it in step with the new names.
          const stored = session.getUser();
          if (stored !== null) session.setUser({ ...stored, username: name, display_name: displayName.trim() || name });
          notify.success(t('profile.saved'), { key: personalNoticeKeys.profile });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('profile.editTitle')}
      submitLabel={t('common:actions.save')}
      onSubmit={submit}
      onClose={onClose}
      submitting={updateProfile.isPending}
      fieldsRef={form.fieldsRef}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label={t('profile.username')}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          form.clear('username');
        }}
        {...form.fieldProps('username')}
      />
      <TextField
        fullWidth
        label={t('profile.displayName')}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        {...form.fieldProps('displayName')}
      />
    </FormDialog>
  );
}
