import { describeApiError, isApiError } from '@gateway/sdk';
import { i18n } from '@gateway/i18n';

/**
 * The text a form shows inline for a failed call. Unlike the global handler, a 401 here is a
 * rejected sign-in (wrong password), not an expired session, so its message is shown as is.
 */
export function formErrorMessage(error: unknown, fallbackKey: string): string {
  const described = describeApiError(error);
  if (described !== undefined) return described;
  if (isApiError(error) && error.message !== '') return error.message;
  return i18n.t(fallbackKey);
}
