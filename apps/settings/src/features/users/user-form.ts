import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@gateway/domain';
import type { CreateUserInput, PublicUser, QuotaDisplaySettings, UpdateUserInput } from '@gateway/domain';
import type { UpdateSelfRequest } from '@gateway/sdk';
import { inputToQuota, quotaToInput } from './user-quota-input.ts';

/** create: POST /api/user/; edit: PUT /api/user/ (admin); self: PUT /api/user/self (/user/edit). */
export type UserFormMode = 'create' | 'edit' | 'self';

export type UserFormValues = {
  username: string;
  displayName: string;
  password: string;
  currentPassword: string;
  group: string;
  /** In the display unit (user-quota-input.ts). */
  quota: string;
};
export type UserFormField = keyof UserFormValues;

/** An error message key under users.form.errors with its values. */
export type UserFormError = { key: string; values?: Record<string, number> };

/** Payload keys → form fields, for the server schema's messages. */
export const userPayloadFields: Readonly<Record<string, UserFormField>> = {
  username: 'username',
  display_name: 'displayName',
  password: 'password',
  original_password: 'currentPassword',
  group: 'group',
  quota: 'quota',
};

export function emptyUserForm(): UserFormValues {
  return { username: '', displayName: '', password: '', currentPassword: '', group: '', quota: '' };
}

/** The editor starts from the stored user; the password stays empty, meaning "keep it" (USR-016). */
export function userFormFrom(user: PublicUser, settings: QuotaDisplaySettings): UserFormValues {
  return {
    username: user.username,
    displayName: user.display_name,
    password: '',
    currentPassword: '',
    group: user.group,
    quota: quotaToInput(user.quota, settings),
  };
}

/** The form's own checks (USR-014: username and password are required to create). */
export function validateUserForm(values: UserFormValues, mode: UserFormMode, settings: QuotaDisplaySettings): Partial<Record<UserFormField, UserFormError>> {
  const errors: Partial<Record<UserFormField, UserFormError>> = {};
  const username = values.username.trim();
  if (username === '') errors.username = { key: 'required' };
  else if (username.length > USERNAME_MAX) errors.username = { key: 'usernameTooLong', values: { max: USERNAME_MAX } };
  if (mode === 'create' && values.password === '') errors.password = { key: 'required' };
  else if (values.password !== '' && (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX)) {
    errors.password = { key: 'passwordLength', values: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  if (values.displayName.trim().length > DISPLAY_NAME_MAX) errors.displayName = { key: 'usernameTooLong', values: { max: DISPLAY_NAME_MAX } };
  if (mode === 'self' && values.password !== '' && values.currentPassword === '') errors.currentPassword = { key: 'currentPasswordRequired' };
  if (mode === 'edit') {
    if (values.group.trim() === '') errors.group = { key: 'required' };
    const quota = inputToQuota(values.quota, settings);
    if (!quota.ok) errors.quota = { key: quota.error };
  }
  return errors;
}

/** POST /api/user/ body (USR-013): username, display_name, password. */
export function toCreatePayload(values: UserFormValues): CreateUserInput {
  const displayName = values.displayName.trim();
  return { username: values.username.trim(), password: values.password, ...(displayName === '' ? {} : { display_name: displayName }) };
}

/**
 * PUT /api/user/ body (USR-018): the user fields plus id, quota as an integer. An untouched quota
 * field sends the stored integer, so an edit never moves the balance by a rounding. The role is
 * sent back unchanged (roles change through promote/demote).
 */
export function toEditPayload(values: UserFormValues, user: PublicUser, settings: QuotaDisplaySettings): UpdateUserInput {
  const parsed = inputToQuota(values.quota, settings);
  const untouched = values.quota === quotaToInput(user.quota, settings);
  const quota = untouched || !parsed.ok ? user.quota : parsed.quota;
  return {
    id: user.id,
    username: values.username.trim(),
    display_name: values.displayName.trim(),
    group: values.group.trim(),
    quota,
    role: user.role,
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

/** PUT /api/user/self body: the profile, and the password only with the current one. */
export function toSelfPayload(values: UserFormValues): UpdateSelfRequest {
  const payload: UpdateSelfRequest = { username: values.username.trim(), display_name: values.displayName.trim() };
  if (values.password !== '') {
    payload.password = values.password;
    payload.original_password = values.currentPassword;
  }
  return payload;
}
