import { PASSWORD_MIN_LENGTH } from '../../components/form/form-limits.ts';

export type SetupFields = { username: string; password: string; confirmPassword: string };
export type SetupErrors = Partial<Record<keyof SetupFields, string>>;

/**
 * The setup form's checks before the call (SH-065..067), made only while no admin exists (an upgraded install keeps its
 * root and only picks a usage mode). Returns i18n keys of the 'shell' namespace.
 */
export function validateSetup(fields: SetupFields, adminExists: boolean): SetupErrors {
  if (adminExists) return {};
  const errors: SetupErrors = {};
  if (fields.username.trim() === '') errors.username = 'setup.usernameRequired';
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = 'setup.passwordTooShort';
  if (fields.confirmPassword !== fields.password) errors.confirmPassword = 'setup.passwordsDiffer';
  return errors;
}

export const usageModes = ['external', 'self', 'demo'] as const;
export type UsageMode = (typeof usageModes)[number];

/** SH-069/070: the radio choice as the two option flags POST /api/setup takes. */
export function usageModeFlags(mode: UsageMode): { SelfUseModeEnabled: boolean; DemoSiteEnabled: boolean } {
  return { SelfUseModeEnabled: mode === 'self', DemoSiteEnabled: mode === 'demo' };
}
