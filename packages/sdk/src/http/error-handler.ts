import { ApiError, isAbortError } from './api-error.ts';
import { translateServerMessage } from './server-message.ts';
import type { Translate } from './server-message.ts';
import { session } from '../session/session-store.ts';

/**
 * Names the action a failure belongs to, so its next result replaces the notice, and, for a failure
 * that explains a navigation, the page it leads to (ADR 0021 and its addendum).
 */
export type NotifyErrorOptions = { key?: string; page?: string };

export type ApiClientConfig = {
  /** Shows an error to the user (the shell passes its toast); `options.key` names the failed action. */
  notifyError: (message: string, options?: NotifyErrorOptions) => void;
  /** i18next's `t` (keys are given with their namespace: 'common:errors.tooManyRequests'). */
  translate: Translate;
  /** Client-side navigation to the login page (the shell passes wouter's navigate). */
  redirectToLogin: (path: string) => void;
};

/** Where an expired session goes (COM-004); the login page reads `expired` to explain why (SH-030). */
export const EXPIRED_LOGIN_PATH = '/login?expired=true';

const defaultConfig: ApiClientConfig = {
  notifyError: (message) => console.error(message),
  translate: (key) => key,
  redirectToLogin: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
};

let config: ApiClientConfig = defaultConfig;

/** Wires the one error handler to the page's notifications, translations and router. Call once at start-up. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/** The message a failure should show, or undefined for those that show none (401, aborts). */
export function describeApiError(error: unknown, translate: Translate = config.translate): string | undefined {
  if (isAbortError(error)) return undefined;
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    return message !== '' ? message : translate('common:errors.unknown');
  }
  switch (error.kind) {
    case 'network':
      return translate('common:errors.networkError');
    case 'parse':
      return translate('common:errors.invalidResponse');
    case 'envelope':
      return error.message !== '' ? translateServerMessage(error.message, translate) : translate('common:messages.requestFailed');
    case 'http':
      break;
  }
  switch (error.status) {
    case 401:
      return undefined;
    case 429:
      return translate('common:errors.tooManyRequests');
    case 500:
      return translate('common:errors.internalServerError');
    case 405:
      return translate('common:errors.demoSiteOnly');
    default:
      return error.message !== ''
        ? translateServerMessage(error.message, translate)
        : translate('common:errors.requestFailedWithStatus', { status: error.status });
  }
}

/**
 * The one error handler every call's failure goes through (COM-003..008): 401 clears
 * the session and goes to /login?expired=true; 429, 500 and 405 show their fixed texts;
 * `success: false` shows the server message; anything else its own message. Returns what it showed.
 * `options.key` names the action, so its notice replaces that action's earlier result.
 */
export function handleApiError(error: unknown, options: NotifyErrorOptions = {}): string | undefined {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 401) {
    session.clear();
    config.redirectToLogin(EXPIRED_LOGIN_PATH);
    return undefined;
  }
  const message = describeApiError(error);
  if (message === undefined) return undefined;
  if (options.key === undefined && options.page === undefined) config.notifyError(message);
  else config.notifyError(message, options);
  return message;
}
