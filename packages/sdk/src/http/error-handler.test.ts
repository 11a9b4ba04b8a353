import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { configureApiClient, handleApiError } from './error-handler.ts';
import type { NotifyErrorOptions } from './error-handler.ts';
import { session } from '../session/session-store.ts';

const notifyError = vi.fn<(message: string, options?: NotifyErrorOptions) => void>();
const redirectToLogin = vi.fn<(path: string) => void>();
/** Shows which key was asked for, so the tests check the decision, not the wording. */
const translate = (key: string, values?: Record<string, unknown>): string => (values === undefined ? `<${key}>` : `<${key} ${JSON.stringify(values)}>`);

beforeEach(() => {
  localStorage.clear();
  notifyError.mockReset();
  redirectToLogin.mockReset();
  configureApiClient({ notifyError, translate, redirectToLogin });
});

function httpError(status: number, message = ''): ApiError {
  return new ApiError({ status, kind: 'http', message });
}

describe('handleApiError: the one error handler', () => {
  it('COM-004: 401 clears the stored user and goes to /login?expired=true without a toast', () => {
    session.setUser({ id: 3, username: 'u', display_name: 'u', role: 1, status: 1, group: 'default' });
    expect(handleApiError(httpError(401, 'Not logged in and no access token provided'))).toBeUndefined();
    expect(session.getUser()).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledWith('/login?expired=true');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('COM-005: 429 says too many requests', () => {
    handleApiError(httpError(429, 'slow down'));
    expect(notifyError).toHaveBeenCalledWith('<common:errors.tooManyRequests>');
  });

  it('COM-006: 500 says internal server error', () => {
    handleApiError(httpError(500, 'panic: nil pointer'));
    expect(notifyError).toHaveBeenCalledWith('<common:errors.internalServerError>');
  });

  it('COM-007: 405 says the site is a demo without backend', () => {
    handleApiError(httpError(405));
    expect(notifyError).toHaveBeenCalledWith('<common:errors.demoSiteOnly>');
  });

  it('COM-002: success:false shows the server message as sent when it is not a known text', () => {
    handleApiError(new ApiError({ status: 200, kind: 'envelope', message: 'upstream said no' }));
    expect(notifyError).toHaveBeenCalledWith('upstream said no');
  });

  it('COM-035: a known server text is shown through its translation key', () => {
    handleApiError(new ApiError({ status: 200, kind: 'envelope', message: 'Invalid redemption code' }));
    expect(notifyError).toHaveBeenCalledWith('<common:serverMessages.redemptionInvalid>');
  });

  it('COM-035: a validation text is translated with the values found in it', () => {
    handleApiError(new ApiError({ status: 400, kind: 'http', message: 'QuotaPerUnit must be at least 1' }));
    expect(notifyError).toHaveBeenCalledWith('<common:validation.option.min {"key":"QuotaPerUnit","min":"1"}>');
  });

  it('COM-008: any other failure shows its own message', () => {
    handleApiError(httpError(409, 'already exists somewhere'));
    handleApiError(new Error('boom'));
    expect(notifyError.mock.calls).toEqual([['already exists somewhere'], ['boom']]);
  });

  it('passes the action key and the page a failure is about to the notice (ADR 0021 addendum)', () => {
    handleApiError(httpError(409, 'busy'), { key: 'session.sign-out', page: '/login' });
    expect(notifyError).toHaveBeenCalledWith('busy', { key: 'session.sign-out', page: '/login' });
  });

  it('COM-008: a status without a message still says what failed', () => {
    handleApiError(httpError(404));
    expect(notifyError).toHaveBeenCalledWith('<common:errors.requestFailedWithStatus {"status":404}>');
  });

  it('reports a lost connection as a network error and ignores aborted requests', () => {
    handleApiError(new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' }));
    expect(handleApiError(new DOMException('aborted', 'AbortError'))).toBeUndefined();
    expect(notifyError.mock.calls).toEqual([['<common:errors.networkError>']]);
  });
});
