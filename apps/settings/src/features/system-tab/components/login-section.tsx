import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, SettingsSection } from '../../system-settings/settings-form/index.ts';
import { systemSectionKeys } from '../system-keys.ts';
import { PasswordLoginSwitch } from './password-login-switch.tsx';

/** SET-067, SET-068: how people sign in and register; each provider's credentials have a section below. */
export function LoginSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.login.${key}`);
  return (
    <SettingsSection id="system-login" title={text('title')} description={text('description')} keys={systemSectionKeys.login}>
      <PasswordLoginSwitch label={text('passwordLogin')} />
      <OptionSwitch optionKey="PasswordRegisterEnabled" label={text('passwordRegister')} />
      <OptionSwitch optionKey="EmailVerificationEnabled" label={text('emailVerification')} hint={text('emailVerificationHint')} />
      <OptionSwitch optionKey="RegisterEnabled" label={text('register')} hint={text('registerHint')} />
      <OptionSwitch optionKey="GitHubOAuthEnabled" label={text('github')} />
      <OptionSwitch optionKey="LinuxDOOAuthEnabled" label={text('linuxdo')} />
      <OptionSwitch optionKey="oidc.enabled" label={text('oidc')} />
      <OptionSwitch optionKey="WeChatAuthEnabled" label={text('wechat')} />
      <OptionSwitch optionKey="TelegramOAuthEnabled" label={text('telegram')} />
      <OptionSwitch optionKey="TurnstileCheckEnabled" label={text('turnstile')} />
      <OptionSwitch optionKey="AdminOnlyLoginEnabled" label={text('adminOnly')} hint={text('adminOnlyHint')} />
    </SettingsSection>
  );
}
