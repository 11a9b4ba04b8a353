/**
 * The label of every option of the registry, as a key of this remote's
 * messages. The settings fields show these labels (useOptionLabel) and every message about an
 * option names it by the same label, in the visitor's language: the form's own checks
 * (describeOptionProblem) and the server's refusals (useOptionLabelsInServerMessages). A test
 * holds this table to the registry: an option added there needs its label here.
 */
import { useCallback, useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerFieldLabels } from '@gateway/sdk';
import { NAMESPACE } from '../../../namespace.ts';
import type { OptionProblem } from './check-option-changes.ts';

const model = (key: string) => `ratioSettings.model.fields.${key}.label`;

export const optionLabelKeys: Readonly<Record<string, string>> = {
  // System tab
  ServerAddress: 'systemTab.general.serverAddress',
  WorkerUrl: 'systemTab.worker.url',
  WorkerValidKey: 'systemTab.worker.key',
  PayAddress: 'systemTab.payment.payAddress',
  CustomCallbackAddress: 'systemTab.payment.callbackAddress',
  EpayId: 'systemTab.payment.epayId',
  EpayKey: 'systemTab.payment.epayKey',
  Price: 'systemTab.payment.price',
  MinTopUp: 'systemTab.payment.minTopUp',
  TopupGroupRatio: 'systemTab.payment.groupRatio',
  PasswordLoginEnabled: 'systemTab.login.passwordLogin',
  PasswordRegisterEnabled: 'systemTab.login.passwordRegister',
  RegisterEnabled: 'systemTab.login.register',
  EmailVerificationEnabled: 'systemTab.login.emailVerification',
  GitHubOAuthEnabled: 'systemTab.login.github',
  LinuxDOOAuthEnabled: 'systemTab.login.linuxdo',
  TelegramOAuthEnabled: 'systemTab.login.telegram',
  WeChatAuthEnabled: 'systemTab.login.wechat',
  TurnstileCheckEnabled: 'systemTab.login.turnstile',
  AdminOnlyLoginEnabled: 'systemTab.login.adminOnly',
  'oidc.enabled': 'systemTab.login.oidc',
  EmailDomainRestrictionEnabled: 'systemTab.emailDomain.restriction',
  EmailAliasRestrictionEnabled: 'systemTab.emailDomain.aliasRestriction',
  EmailDomainWhitelist: 'systemTab.emailDomain.list',
  SMTPServer: 'systemTab.smtp.server',
  SMTPPort: 'systemTab.smtp.port',
  SMTPAccount: 'systemTab.smtp.account',
  SMTPFrom: 'systemTab.smtp.from',
  SMTPToken: 'systemTab.smtp.token',
  SMTPSSLEnabled: 'systemTab.smtp.ssl',
  'oidc.client_id': 'systemTab.oidc.clientId',
  'oidc.client_secret': 'systemTab.oidc.clientSecret',
  'oidc.well_known': 'systemTab.oidc.wellKnown',
  'oidc.authorization_endpoint': 'systemTab.oidc.authorizationEndpoint',
  'oidc.token_endpoint': 'systemTab.oidc.tokenEndpoint',
  'oidc.user_info_endpoint': 'systemTab.oidc.userInfoEndpoint',
  GitHubClientId: 'systemTab.oauth.clientId',
  GitHubClientSecret: 'systemTab.oauth.clientSecret',
  LinuxDOClientId: 'systemTab.oauth.clientId',
  LinuxDOClientSecret: 'systemTab.oauth.clientSecret',
  WeChatServerAddress: 'systemTab.wechat.server',
  WeChatServerToken: 'systemTab.wechat.token',
  WeChatAccountQRCodeImageURL: 'systemTab.wechat.qrCode',
  TelegramBotName: 'systemTab.telegram.botName',
  TelegramBotToken: 'systemTab.telegram.botToken',
  TurnstileSiteKey: 'systemTab.turnstile.siteKey',
  TurnstileSecretKey: 'systemTab.turnstile.secretKey',
  // Operation tab
  QuotaPerUnit: 'operation.general.quotaPerUnit',
  RetryTimes: 'operation.general.retryTimes',
  DisplayInCurrencyEnabled: 'operation.general.displayInCurrency',
  DisplayTokenStatEnabled: 'operation.general.displayTokenStat',
  DefaultCollapseSidebar: 'operation.general.defaultCollapseSidebar',
  DemoSiteEnabled: 'operation.general.demoSite',
  SelfUseModeEnabled: 'operation.general.selfUseMode',
  StreamCacheQueueLength: 'operation.general.streamCacheQueueLength',
  // Shown on the operation and the other tab alike.
  TopUpLink: 'otherTab.links.topUpLink',
  'general_setting.docs_link': 'otherTab.links.docsLink',
  DrawingEnabled: 'operation.drawing.enabled',
  MjNotifyEnabled: 'operation.drawing.notify',
  MjAccountFilterEnabled: 'operation.drawing.accountFilter',
  MjModeClearEnabled: 'operation.drawing.modeClear',
  MjForwardUrlEnabled: 'operation.drawing.forwardUrl',
  MjActionCheckSuccessEnabled: 'operation.drawing.actionCheckSuccess',
  CheckSensitiveEnabled: 'operation.sensitive.enabled',
  CheckSensitiveOnPromptEnabled: 'operation.sensitive.onPrompt',
  CheckSensitiveOnCompletionEnabled: 'operation.sensitive.onCompletion',
  StopOnSensitiveEnabled: 'operation.sensitive.stopOnSensitive',
  SensitiveWords: 'operation.sensitive.words',
  LogConsumeEnabled: 'operation.log.consume',
  LogRetentionDays: 'operation.log.retentionDays',
  DataExportEnabled: 'operation.dashboard.enabled',
  DataExportInterval: 'operation.dashboard.interval',
  DataExportDefaultTime: 'operation.dashboard.defaultTime',
  ChannelDisableThreshold: 'operation.monitor.disableThreshold',
  QuotaRemindThreshold: 'operation.monitor.quotaRemindThreshold',
  AutomaticDisableChannelEnabled: 'operation.monitor.autoDisable',
  AutomaticEnableChannelEnabled: 'operation.monitor.autoEnable',
  AutomaticDisableKeywords: 'operation.monitor.keywords',
  QuotaForNewUser: 'operation.quota.newUser',
  QuotaForInviter: 'operation.quota.inviter',
  QuotaForInvitee: 'operation.quota.invitee',
  PreConsumedQuota: 'operation.quota.preConsumed',
  // Pricing (the operation tab's ratio editors)
  ModelRatio: model('ModelRatio'),
  ModelPrice: model('ModelPrice'),
  CompletionRatio: model('CompletionRatio'),
  CacheRatio: model('CacheRatio'),
  GroupRatio: model('GroupRatio'),
  UserUsableGroups: model('UserUsableGroups'),
  Chats: model('Chats'),
  // Rate-limit tab
  ModelRequestRateLimitEnabled: 'rateLimit.enabled',
  ModelRequestRateLimitDurationMinutes: 'rateLimit.duration',
  ModelRequestRateLimitCount: 'rateLimit.count',
  ModelRequestRateLimitSuccessCount: 'rateLimit.successCount',
  // Models tab
  'global.pass_through_request_enabled': 'modelSettings.global.passThrough',
  'general_setting.ping_interval_enabled': 'modelSettings.global.pingEnabled',
  'general_setting.ping_interval_seconds': 'modelSettings.global.pingSeconds',
  'gemini.safety_settings': 'modelSettings.gemini.safety',
  'gemini.version_settings': 'modelSettings.gemini.version',
  'gemini.supported_imagine_models': 'modelSettings.gemini.imagineModels',
  'gemini.thinking_adapter_enabled': 'modelSettings.gemini.thinkingEnabled',
  'gemini.thinking_adapter_budget_tokens_percentage': 'modelSettings.gemini.thinkingPercentage',
  'claude.model_headers_settings': 'modelSettings.claude.headers',
  'claude.default_max_tokens': 'modelSettings.claude.maxTokens',
  'claude.thinking_adapter_enabled': 'modelSettings.claude.thinkingEnabled',
  'claude.thinking_adapter_budget_tokens_percentage': 'modelSettings.claude.thinkingPercentage',
  // Other tab
  Notice: 'otherTab.notice.label',
  HomePageContent: 'otherTab.home.label',
  About: 'otherTab.about.label',
  Footer: 'otherTab.footer.label',
  SystemName: 'otherTab.branding.systemName',
  Logo: 'otherTab.branding.logo',
  // No field edits these (the API still takes them): their names for messages only.
  ChatLink: 'settings.unlistedOptions.chatLink',
  ChatLink2: 'settings.unlistedOptions.chatLink2',
  TaskEnabled: 'settings.unlistedOptions.taskEnabled',
  FileUploadPermission: 'settings.unlistedOptions.fileUploadPermission',
  FileDownloadPermission: 'settings.unlistedOptions.fileDownloadPermission',
  ImageUploadPermission: 'settings.unlistedOptions.imageUploadPermission',
  ImageDownloadPermission: 'settings.unlistedOptions.imageDownloadPermission',
};

/** i18next's `t` of any namespace, or a plain function with its shape (tests). */
type Translate = TFunction | ((key: string, values?: Record<string, unknown>) => string);

/** The label of an option in the language `t` speaks (this remote's namespace); the key itself when it has none. */
export function optionLabel(key: string, t: Translate): string {
  const labelKey = optionLabelKeys[key];
  return labelKey === undefined ? key : (t as (key: string) => string)(`${NAMESPACE}:${labelKey}`);
}

/** A registry rule's message with the option named by its label ("Quota for new users must be at least 0"). */
export function describeOptionProblem(problem: OptionProblem, t: Translate): string {
  const params = problem.params ?? {};
  const key = params['key'];
  const translate = t as (key: string, values: Record<string, unknown>) => string;
  return translate(`common:${problem.messageKey}`, typeof key === 'string' ? { ...params, key: optionLabel(key, t) } : params);
}

/** The label an option's field shows. */
export function useOptionLabel(key: string): string {
  const { t } = useTranslation(NAMESPACE);
  return optionLabel(key, t);
}

/** describeOptionProblem in the page's language. */
export function useDescribeOptionProblem(): (problem: OptionProblem) => string {
  const { t } = useTranslation(NAMESPACE);
  return useCallback((problem: OptionProblem) => describeOptionProblem(problem, t), [t]);
}

/**
 * While the settings page is open, the server's messages about an option (a refused
 * PUT /api/option/, the OIDC discovery's URL check) name it by its label, wherever the sdk shows them.
 */
export function useOptionLabelsInServerMessages(): void {
  const { t } = useTranslation(NAMESPACE);
  useEffect(() => registerFieldLabels(optionLabeler(t)), [t]);
}

/** The sdk labeler of option keys (registerFieldLabels): an option's label, nothing for other names. */
export function optionLabeler(t: Translate): (name: string) => string | undefined {
  return (name) => (optionLabelKeys[name] === undefined ? undefined : optionLabel(name, t));
}
