import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionTextField, SettingsSection, useSettingsForm } from '../../shared/settings-form/index.ts';
import { callbackUrl, systemSectionKeys } from '../system-keys.ts';
import { useOidcDiscovery } from '../use-oidc-discovery.ts';
import { OptionSecretField } from './option-secret-field.tsx';

function useCallbackHint(path: string): string {
  const { t } = useTranslation(NAMESPACE);
  const { values } = useSettingsForm();
  return t('systemTab.oauth.callbackHint', { url: callbackUrl(values['ServerAddress'] ?? '', path) });
}

/** SET-071…073: OpenID Connect; the endpoints can be filled in from the discovery document. */
export function OidcSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.oidc.${key}`);
  const discovery = useOidcDiscovery();
  const fetchButton = (
    <Button variant="outlined" onClick={() => void discovery.discover()} loading={discovery.busy}>
      {text('fetch')}
    </Button>
  );
  return (
    <SettingsSection id="system-oidc" title={text('title')} description={useCallbackHint('/oauth/oidc')} keys={systemSectionKeys.oidc} actions={fetchButton}>
      <OptionTextField optionKey="oidc.client_id" />
      <OptionSecretField optionKey="oidc.client_secret" />
      <OptionTextField optionKey="oidc.well_known" hint={text('wellKnownHint')} placeholder="https://id.example.com/.well-known/openid-configuration" wide />
      <OptionTextField optionKey="oidc.authorization_endpoint" />
      <OptionTextField optionKey="oidc.token_endpoint" />
      <OptionTextField optionKey="oidc.user_info_endpoint" />
    </SettingsSection>
  );
}

/** SET-071: a GitHub OAuth app. */
export function GitHubSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="system-github" title={t('systemTab.github.title')} description={useCallbackHint('/oauth/github')} keys={systemSectionKeys.github}>
      <OptionTextField optionKey="GitHubClientId" />
      <OptionSecretField optionKey="GitHubClientSecret" />
    </SettingsSection>
  );
}

/** SET-071: a Linux DO Connect app. */
export function LinuxDoSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="system-linuxdo" title={t('systemTab.linuxdo.title')} description={useCallbackHint('/oauth/linuxdo')} keys={systemSectionKeys.linuxdo}>
      <OptionTextField optionKey="LinuxDOClientId" />
      <OptionSecretField optionKey="LinuxDOClientSecret" />
    </SettingsSection>
  );
}

/** SET-071: the WeChat server that verifies login codes, and the account's QR code. */
export function WeChatSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.wechat.${key}`);
  return (
    <SettingsSection id="system-wechat" title={text('title')} keys={systemSectionKeys.wechat}>
      <OptionTextField optionKey="WeChatServerAddress" placeholder="https://wechat.example.com" />
      <OptionSecretField optionKey="WeChatServerToken" />
      <OptionTextField optionKey="WeChatAccountQRCodeImageURL" hint={text('qrCodeHint')} />
    </SettingsSection>
  );
}

/** SET-071: the Telegram login bot. */
export function TelegramSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.telegram.${key}`);
  return (
    <SettingsSection id="system-telegram" title={text('title')} keys={systemSectionKeys.telegram}>
      <OptionTextField optionKey="TelegramBotName" hint={text('botNameHint')} />
      <OptionSecretField optionKey="TelegramBotToken" />
    </SettingsSection>
  );
}

/** SET-071: Cloudflare Turnstile, the human check on sign-in, registration and codes. */
export function TurnstileSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.turnstile.${key}`);
  return (
    <SettingsSection id="system-turnstile" title={text('title')} description={text('description')} keys={systemSectionKeys.turnstile}>
      <OptionTextField optionKey="TurnstileSiteKey" />
      <OptionSecretField optionKey="TurnstileSecretKey" />
    </SettingsSection>
  );
}
