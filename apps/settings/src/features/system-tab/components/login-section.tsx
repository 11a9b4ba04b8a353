import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, SettingsSection } from '../../shared/settings-form/index.ts';
import { systemSectionKeys } from '../system-keys.ts';
import { PasswordLoginSwitch } from './password-login-switch.tsx';

/** SET-067, SET-068: how people sign in and register; each provider's credentials have a section below. */
export function LoginSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.login.${key}`);
  return (
    <SettingsSection id="system-login" title={text('title')} description={text('description')} keys={systemSectionKeys.login}>
      <PasswordLoginSwitch />
      <OptionSwitch optionKey="PasswordRegisterEnabled" />
      <OptionSwitch optionKey="EmailVerificationEnabled" hint={text('emailVerificationHint')} />
      <OptionSwitch optionKey="RegisterEnabled" hint={text('registerHint')} />
      <OptionSwitch optionKey="GitHubOAuthEnabled" />
      <OptionSwitch optionKey="LinuxDOOAuthEnabled" />
      <OptionSwitch optionKey="oidc.enabled" />
      <OptionSwitch optionKey="WeChatAuthEnabled" />
      <OptionSwitch optionKey="TelegramOAuthEnabled" />
      <OptionSwitch optionKey="TurnstileCheckEnabled" />
      <OptionSwitch optionKey="AdminOnlyLoginEnabled" hint={text('adminOnlyHint')} />
    </SettingsSection>
  );
}
