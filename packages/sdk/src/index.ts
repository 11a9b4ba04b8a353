/**
 * `@gateway/sdk`: the console's client for /api/*. Plain functions (no react-query here, so the
 * login page stays light); TanStack Query options live in `@gateway/sdk/queries`.
 */
export { ApiError, isApiError, isAbortError } from './http/api-error.ts';
export type { ApiErrorKind, ApiErrorInit } from './http/api-error.ts';
export { apiRequest, apiRequestEnvelope, apiRequestWhole, apiStream, USER_ID_HEADER } from './http/api-client.ts';
export type { HttpMethod, ApiRequestOptions, QueryValue } from './http/api-client.ts';
export { configureApiClient, handleApiError, describeApiError, EXPIRED_LOGIN_PATH } from './http/error-handler.ts';
export type { ApiClientConfig, NotifyErrorOptions } from './http/error-handler.ts';
export { translateServerMessage } from './http/server-message.ts';
export { registerFieldLabels, labelOfField } from './http/field-labels.ts';
export type { FieldLabeler } from './http/field-labels.ts';
export type { Translate } from './http/server-message.ts';

export { session } from './session/session-store.ts';
export type { SessionUser } from './session/session-store.ts';
export { useSessionUser } from './session/use-session-user.ts';

export { loadStatus, primeStatus, getCachedStatus, statusStore } from './status/status-store.ts';
export type { StatusState } from './status/status-store.ts';
export { useStatus, useStatusState } from './status/use-status.ts';

export { storageKeys } from './storage/storage-keys.ts';
export type { StorageKey } from './storage/storage-keys.ts';

export { login, logout, register, getSelf } from './endpoints/auth.ts';
export {
  updateSelf,
  deleteSelf,
  generateAccessToken,
  getAffCode,
  transferAffQuota,
  updateUserSetting,
  sendTestNotification,
  sendVerificationCode,
  bindEmail,
  requestPasswordReset,
  confirmPasswordReset,
} from './endpoints/account.ts';
export type { UpdateSelfRequest, UserSettingRequest, PasswordResetConfirmation } from './endpoints/account.ts';
export { getStatus, getSetupStatus, submitSetup, getNotice, getAbout, getHomePageContent } from './endpoints/system.ts';
export { listUsers, searchUsers, getUser, createUser, updateUser, manageUser, listGroups } from './endpoints/users.ts';
export type { UserListParams, UserSearchParams } from './endpoints/users.ts';
export { listOptions, updateOption, resetModelRatio } from './endpoints/options.ts';
export { listSecretOptions, clearSecretOption, discoverOidcEndpoints, checkLatestRelease } from './endpoints/option-tools.ts';
export { listTokens, searchTokens, getToken, createToken, updateToken, setTokenStatus, deleteToken, userModels, selfGroups } from './endpoints/tokens.ts';
export type {
  TokenListParams,
  TokenSearchParams,
  TokenFields,
  CreateTokenInput,
  UpdateTokenInput,
  TokenStatusInput,
  UserGroupInfo,
} from './endpoints/tokens.ts';
export {
  listRedemptions,
  searchRedemptions,
  getRedemption,
  createRedemptions,
  updateRedemption,
  setRedemptionStatus,
  deleteRedemption,
} from './endpoints/redemptions.ts';
export type {
  RedemptionListParams,
  RedemptionSearchParams,
  CreateRedemptionsInput,
  UpdateRedemptionInput,
  RedemptionStatusInput,
} from './endpoints/redemptions.ts';
export { redeem, amount, pay } from './endpoints/wallet.ts';
export { getPricing } from './endpoints/pricing.ts';
export { listLogs, listSelfLogs, logStat, selfLogStat, deleteLogsBefore } from './endpoints/logs.ts';
export type { LogFilters, SelfLogFilters, LogListParams, LogStat } from './endpoints/logs.ts';
export { downloadLogCsv, createCsvRecordCounter } from './endpoints/log-export.ts';
export type { CsvDownload, CsvProgress } from './endpoints/log-export.ts';
export { quotaData, selfQuotaData } from './endpoints/data.ts';
export type { DataGranularity, DataParams, SelfDataParams, QuotaDataRow } from './endpoints/data.ts';
export type { TopUpAmountInput, PayInput, PayForm } from './endpoints/wallet.ts';
export {
  listChannels,
  searchChannels,
  getChannel,
  createChannel,
  updateChannel,
  deleteChannel,
  deleteDisabledChannels,
  batchDeleteChannels,
  batchTagChannels,
  editTag,
  enableTag,
  disableTag,
  fixAbilities,
  channelModelCatalogue,
  enabledModels,
  fetchModelsForNew,
  fetchModelsForChannel,
  testChannel,
  testAllChannels,
  testAllProgress,
  updateBalance,
  updateAllBalances,
  copyChannel,
} from './endpoints/channels.ts';
export type {
  ChannelView,
  ChannelListParams,
  ChannelSearchParams,
  ChannelFields,
  ChannelCreateMode,
  CreateChannelInput,
  UpdateChannelInput,
  ChannelPatch,
  EditTagInput,
  ChannelModel,
  FetchModelsInput,
  ChannelTestResult,
  ChannelTestProgress,
  ChannelBalance,
} from './endpoints/channels.ts';
