import { booleanOption, integerOption, numberOption, secretOption, stringOption, listOption, jsonOption } from './option-builders.ts';
import type { OptionDefinition } from './option-definition.ts';
import { defaultEmailDomainWhitelist, defaultTopupGroupRatio } from './default-text-values.ts';

/** System settings tab: general, worker, payment, login toggles, credentials. */
export const systemOptions: readonly OptionDefinition[] = [
  // general
  stringOption('ServerAddress', '', 'general', { visibility: 'public', statusField: 'server_address', format: 'url' }),
  integerOption('FileUploadPermission', 0, 'general', { legacy: true, min: 0 }),
  integerOption('FileDownloadPermission', 0, 'general', { legacy: true, min: 0 }),
  integerOption('ImageUploadPermission', 0, 'general', { legacy: true, min: 0 }),
  integerOption('ImageDownloadPermission', 0, 'general', { legacy: true, min: 0 }),

  // proxy worker: outbound requests to user-supplied addresses go through it
  stringOption('WorkerUrl', '', 'worker', { format: 'url' }),
  secretOption('WorkerValidKey', 'worker'),

  // payment (epay online top-up)
  stringOption('PayAddress', '', 'payment', { format: 'url' }),
  stringOption('CustomCallbackAddress', '', 'payment', { format: 'url' }),
  stringOption('EpayId', '', 'payment'),
  secretOption('EpayKey', 'payment'),
  numberOption('Price', 7.3, 'payment', { visibility: 'public', statusField: 'price', min: 0 }),
  integerOption('MinTopUp', 1, 'payment', { visibility: 'public', statusField: 'min_topup', min: 0 }),
  jsonOption('TopupGroupRatio', defaultTopupGroupRatio, 'payment', 'number-map'),

  // login and registration toggles
  booleanOption('PasswordLoginEnabled', true, 'login', { visibility: 'public', statusField: 'password_login_enabled' }),
  booleanOption('PasswordRegisterEnabled', true, 'login', { visibility: 'public', statusField: 'password_register_enabled' }),
  booleanOption('RegisterEnabled', true, 'login', { visibility: 'public', statusField: 'register_enabled' }),
  booleanOption('EmailVerificationEnabled', false, 'login', { visibility: 'public', statusField: 'email_verification' }),
  booleanOption('EmailDomainRestrictionEnabled', false, 'login'),
  booleanOption('EmailAliasRestrictionEnabled', false, 'login'),
  booleanOption('GitHubOAuthEnabled', false, 'login', { visibility: 'public', statusField: 'github_oauth' }),
  booleanOption('LinuxDOOAuthEnabled', false, 'login', { visibility: 'public', statusField: 'linuxdo_oauth' }),
  booleanOption('TelegramOAuthEnabled', false, 'login', { visibility: 'public', statusField: 'telegram_oauth' }),
  booleanOption('WeChatAuthEnabled', false, 'login', { visibility: 'public', statusField: 'wechat_login' }),
  booleanOption('TurnstileCheckEnabled', false, 'login', { visibility: 'public', statusField: 'turnstile_check' }),
  // Our addition (the console's "admin login" as an option): only roles 10/100 may sign in.
  booleanOption('AdminOnlyLoginEnabled', false, 'login', { visibility: 'public', statusField: 'admin_only_login' }),

  // email domain whitelist
  listOption('EmailDomainWhitelist', defaultEmailDomainWhitelist, 'email-domain'),

  // SMTP
  stringOption('SMTPServer', '', 'smtp'),
  integerOption('SMTPPort', 587, 'smtp', { min: 1, max: 65535 }),
  stringOption('SMTPAccount', '', 'smtp'),
  stringOption('SMTPFrom', '', 'smtp'),
  secretOption('SMTPToken', 'smtp'),
  booleanOption('SMTPSSLEnabled', false, 'smtp'),

  // OIDC
  booleanOption('oidc.enabled', false, 'oidc', { visibility: 'public', statusField: 'oidc_enabled' }),
  stringOption('oidc.client_id', '', 'oidc', { visibility: 'public', statusField: 'oidc_client_id' }),
  secretOption('oidc.client_secret', 'oidc'),
  stringOption('oidc.well_known', '', 'oidc', { format: 'url' }),
  stringOption('oidc.authorization_endpoint', '', 'oidc', { visibility: 'public', statusField: 'oidc_authorization_endpoint', format: 'url' }),
  stringOption('oidc.token_endpoint', '', 'oidc', { format: 'url' }),
  stringOption('oidc.user_info_endpoint', '', 'oidc', { format: 'url' }),

  // GitHub OAuth
  stringOption('GitHubClientId', '', 'github', { visibility: 'public', statusField: 'github_client_id' }),
  secretOption('GitHubClientSecret', 'github'),

  // Linux DO OAuth
  stringOption('LinuxDOClientId', '', 'linuxdo', { visibility: 'public', statusField: 'linuxdo_client_id' }),
  secretOption('LinuxDOClientSecret', 'linuxdo'),

  // WeChat server
  stringOption('WeChatServerAddress', '', 'wechat', { format: 'url' }),
  secretOption('WeChatServerToken', 'wechat'),
  stringOption('WeChatAccountQRCodeImageURL', '', 'wechat', { visibility: 'public', statusField: 'wechat_qrcode', format: 'image' }),

  // Telegram
  stringOption('TelegramBotName', '', 'telegram', { visibility: 'public', statusField: 'telegram_bot_name' }),
  secretOption('TelegramBotToken', 'telegram'),

  // Turnstile: the site key is public by design (it is embedded in every page with the widget).
  stringOption('TurnstileSiteKey', '', 'turnstile', { visibility: 'public', statusField: 'turnstile_site_key' }),
  secretOption('TurnstileSecretKey', 'turnstile'),
];
