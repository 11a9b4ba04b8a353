import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createUserInput, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, updateUserInput, USERNAME_MAX } from '@gateway/domain';
import type { PublicUser } from '@gateway/domain';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { userNoticeKeys, useUserMutations } from '../api/use-users.ts';
import { emptyUserForm, toCreatePayload, toEditPayload, toSelfPayload, userFormFrom, userPayloadFields, validateUserForm } from '../user-form.ts';
import type { UserFormField, UserFormMode, UserFormValues } from '../user-form.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';
import { BoundAccounts } from './bound-accounts.tsx';
import { UserAccountFields } from './user-account-fields.tsx';

export type UserDrawerProps = {
  mode: UserFormMode;
  /** The loaded user (edit: GET /api/user/:id; self: GET /api/user/self); undefined to create. */
  user: PublicUser | undefined;
  onClose: () => void;
};

/** Add (USR-013…015), edit (USR-016…019) or edit my own account. Mount per user: the form starts from its values. */
export function UserDrawer({ mode, user, onClose }: UserDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const settings = useQuotaSettings();
  const mutations = useUserMutations();
  const [values, setValues] = useState<UserFormValues>(() => (user === undefined ? emptyUserForm() : userFormFrom(user, settings)));
  const form = useFormFeedback<UserFormField>(userNoticeKeys.editor);
  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) form.clear(field as UserFormField);
  };
  const done = (message: string) => {
    notify.success(message, { key: userNoticeKeys.editor });
    onClose();
  };

  /**
   * The form's own messages first, then any other rule of the server's schema. An empty required
   * field says the common rule, so the summary names the fields together ("Username and Password
   * cannot be empty", as an empty add-user form must say).
   */
  const findErrors = (): FieldErrors<UserFormField> => {
    const own: FieldErrors<UserFormField> = {};
    for (const [field, error] of Object.entries(validateUserForm(values, mode, settings))) {
      own[field as UserFormField] = error.key === 'required' ? t('common:form.rules.required') : t(`users.form.errors.${error.key}`, error.values ?? {});
    }
    const parsed =
      mode === 'create'
        ? createUserInput.safeParse(toCreatePayload(values))
        : mode === 'edit' && user !== undefined
          ? updateUserInput.safeParse(toEditPayload(values, user, settings))
          : { success: true as const };
    return { ...form.schemaErrors(parsed, userPayloadFields), ...own };
  };

  /** The labels the fields show, so the summary names them. */
  const labels: Partial<Record<UserFormField, string>> = {
    username: t('users.form.username'),
    displayName: t('users.form.displayName'),
    password: t(mode === 'create' ? 'users.form.password' : 'users.form.newPassword'),
    currentPassword: t('users.form.currentPassword'),
    group: t('users.form.group'),
    quota: t(settings.displayInCurrency ? 'users.form.quotaAmount' : 'users.form.quotaUnits'),
  };

  const submit = () => {
    if (!form.check(findErrors(), { labels })) return;
    const success = { onSuccess: () => done(t(mode === 'create' ? 'common:messages.accountCreated' : 'common:messages.updateSucceeded')) };
    if (mode === 'create') mutations.create.mutate(toCreatePayload(values), success);
    else if (mode === 'edit' && user !== undefined) mutations.update.mutate(toEditPayload(values, user, settings), success);
    else mutations.updateSelf.mutate(toSelfPayload(values), success);
  };

  const title =
    mode === 'create' ? t('users.form.createTitle') : mode === 'self' ? t('users.form.selfTitle') : t('users.form.editTitle', { id: user?.id ?? '' });
  const submitting = mutations.create.isPending || mutations.update.isPending || mutations.updateSelf.isPending;
  return (
    <EntityDrawer open title={title} onClose={onClose} onSubmit={submit} submitting={submitting}>
      <Stack spacing={2.5} ref={form.fieldsRef}>
        <TextField
          fullWidth
          autoFocus
          required
          label={labels.username}
          value={values.username}
          onChange={(event) => change({ username: event.target.value })}
          {...form.fieldProps('username', t('users.form.usernameHint', { max: USERNAME_MAX }))}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          fullWidth
          label={labels.displayName}
          value={values.displayName}
          onChange={(event) => change({ displayName: event.target.value })}
          {...form.fieldProps('displayName', t('users.form.displayNameHint', { max: DISPLAY_NAME_MAX }))}
        />
        <TextField
          fullWidth
          required={mode === 'create'}
          type="password"
          label={labels.password}
          value={values.password}
          onChange={(event) => change({ password: event.target.value })}
          {...form.fieldProps(
            'password',
            mode === 'create' ? t('users.form.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : t('users.form.newPasswordHint'),
          )}
          slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
        />
        {mode === 'self' && (
          <TextField
            fullWidth
            type="password"
            label={labels.currentPassword}
            value={values.currentPassword}
            onChange={(event) => change({ currentPassword: event.target.value })}
            {...form.fieldProps('currentPassword', t('users.form.currentPasswordHint'))}
            slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
          />
        )}
        {mode === 'edit' && <UserAccountFields values={values} onChange={change} fieldProps={form.fieldProps} settings={settings} />}
        {user !== undefined && <BoundAccounts user={user} />}
      </Stack>
    </EntityDrawer>
  );
}
