/** The option keys of each System tab section (SET-061…073). */
export const systemSectionKeys = {
  general: ['ServerAddress'],
  worker: ['WorkerUrl', 'WorkerValidKey'],
  payment: ['PayAddress', 'EpayId', 'EpayKey', 'Price', 'MinTopUp', 'CustomCallbackAddress', 'TopupGroupRatio'],
  login: [
    'PasswordLoginEnabled',
    'PasswordRegisterEnabled',
    'EmailVerificationEnabled',
    'RegisterEnabled',
    'GitHubOAuthEnabled',
    'WeChatAuthEnabled',
    'TelegramOAuthEnabled',
    'LinuxDOOAuthEnabled',
    'oidc.enabled',
    'TurnstileCheckEnabled',
    'AdminOnlyLoginEnabled',
  ],
  emailDomain: ['EmailDomainRestrictionEnabled', 'EmailAliasRestrictionEnabled', 'EmailDomainWhitelist'],
  smtp: ['SMTPServer', 'SMTPPort', 'SMTPAccount', 'SMTPFrom', 'SMTPToken', 'SMTPSSLEnabled'],
  oidc: ['oidc.client_id', 'oidc.client_secret', 'oidc.well_known', 'oidc.authorization_endpoint', 'oidc.token_endpoint', 'oidc.user_info_endpoint'],
  github: ['GitHubClientId', 'GitHubClientSecret'],
  linuxdo: ['LinuxDOClientId', 'LinuxDOClientSecret'],
  wechat: ['WeChatServerAddress', 'WeChatServerToken', 'WeChatAccountQRCodeImageURL'],
  telegram: ['TelegramBotName', 'TelegramBotToken'],
  turnstile: ['TurnstileSiteKey', 'TurnstileSecretKey'],
} as const satisfies Record<string, readonly string[]>;

/** Where the sign-in providers send the browser back (the callback URL to register with them). */
export function callbackUrl(serverAddress: string, path: string): string {
  const base = serverAddress.trim().replace(/\/+$/, '');
  return `${base === '' ? window.location.origin : base}${path}`;
}
