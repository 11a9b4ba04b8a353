import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../components/form/form-limits.ts';

export type PasswordChange = { current: string; password: string; confirm: string };
export type PasswordChangeField = keyof PasswordChange;

/** Message keys (under security.): all three needed, 8–20 characters, the confirmation equal (SH-076). */
export function validatePasswordChange(change: PasswordChange): Partial<Record<PasswordChangeField, string>> {
  const errors: Partial<Record<PasswordChangeField, string>> = {};
  if (change.current === '') errors.current = 'passwordRequired';
  if (change.password === '') errors.password = 'passwordRequired';
  else if (change.password.length < PASSWORD_MIN_LENGTH || change.password.length > PASSWORD_MAX_LENGTH) errors.password = 'passwordLength';
  if (change.confirm === '') errors.confirm = 'passwordRequired';
  else if (change.password !== '' && change.confirm !== change.password) errors.confirm = 'passwordsDiffer';
  return errors;
}
