export type LoginFields = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** SH-031: both fields are required. Returns i18n keys (namespace 'shell'); empty when valid. */
export function validateLogin({ username, password }: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim() === '') errors.username = 'login.usernameRequired';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

/**
 * SH-035: the one-api factory account was root / 123456. There is no factory account here (the
 * setup wizard creates the first admin), but an upgraded or hand-made root may still use it.
 */
export function usesFactoryRootPassword({ username, password }: LoginFields): boolean {
  return username.trim() === 'root' && password === '123456';
}
