import { handleApiError, logout } from '@gateway/sdk';
import { notifyExternal } from '@gateway/ui/notify';
import { i18n } from '@gateway/i18n';
import { navigate } from 'wouter/use-browser-location';

/**
 * SH-029: GET /api/user/logout, forget the local user (the sdk does that even if the call fails),
 * say so and go to the login page.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
    notifyExternal.success(i18n.t('common:messages.logoutSuccessful'));
  } catch (error) {
    // The local session is gone anyway; the server side may still hold one, so report why, on the login page.
    handleApiError(error, { page: '/login' });
  }
  navigate('/login');
}
