import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../components/form/form-limits.ts';

export type RegisterFields = {
  username: string;
  password: string;
  password2: string;
  email: string;
  verificationCode: string;
};
export type RegisterErrors = Partial<Record<keyof RegisterFields, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Registration checks before the call (SH-043/044/046). Returns i18n keys of the
 * 'shell' namespace; the email and code are required only when email verification is on.
 */
export function validateRegister(fields: RegisterFields, emailVerification: boolean): RegisterErrors {
  const errors: RegisterErrors = {};
  const username = fields.username.trim();
  if (username === '') errors.username = 'register.usernameRequired';
  else if (username.length > USERNAME_MAX_LENGTH) errors.username = 'register.usernameTooLong';
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = 'register.passwordTooShort';
  else if (fields.password.length > PASSWORD_MAX_LENGTH) errors.password = 'register.passwordTooLong';
  if (fields.password2 !== fields.password) errors.password2 = 'register.passwordsDiffer';
  if (emailVerification) {
    if (!isEmailAddress(fields.email)) errors.email = 'register.emailInvalid';
    if (fields.verificationCode.trim() === '') errors.verificationCode = 'register.codeRequired';
  }
  return errors;
}
