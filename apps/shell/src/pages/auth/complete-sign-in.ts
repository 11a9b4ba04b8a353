import { session, type SessionUser } from '@gateway/sdk';
import { notifyExternal } from '@gateway/ui/notify';
import { i18n } from '@gateway/i18n';
import { navigate } from 'wouter/use-browser-location';
import { LANDING_PATH } from '../../app/routes/route-guard.ts';
import { startConsole } from '../../app/routes/console-area-loader.ts';

/**
 * What every successful sign-in does (password, OAuth callback, WeChat, Telegram): store the user,
 * which also rebuilds the New-Api-User header (SH-028), start fetching the console and the landing page's remote, say
 * "login successful" and go to the landing page (SH-034).
 */
export function completeSignIn(user: SessionUser, warning?: string): void {
  session.setUser(user);
  startConsole(LANDING_PATH);
  notifyExternal.success(i18n.t('common:messages.loginSuccessful'));
  if (warning !== undefined) notifyExternal.warning(warning);
  navigate(LANDING_PATH);
}
