export { disableZodJit } from './zod-config.ts';
export { zodIssuesToMessage } from './zod-issues-to-message.ts';
export { envelope } from './envelope.ts';
export type { ApiEnvelope } from './envelope.ts';
export { USERNAME_MAX, PASSWORD_MIN, PASSWORD_MAX, DISPLAY_NAME_MAX, EMAIL_MAX, ID_MAX } from './field-rules.ts';
export { loginInput, registerInput, setupInput, setupModeInput, passwordResetInput, emailQuery, emailBindQuery } from './auth-schemas.ts';
export type { LoginInput, RegisterInput, SetupInput, SetupModeInput, PasswordResetInput, EmailQuery, EmailBindQuery } from './auth-schemas.ts';
export {
  createUserInput,
  updateUserInput,
  updateSelfInput,
  manageUserActions,
  manageUserInput,
  notifyTypes,
  userSettingSchema,
  affTransferInput,
  publicUser,
  userSelfSchema,
  sessionUser,
  manageUserResult,
} from './user-schemas.ts';
export type {
  CreateUserInput,
  UpdateUserInput,
  UpdateSelfInput,
  ManageUserAction,
  ManageUserInput,
  UserSetting,
  AffTransferInput,
  PublicUser,
  UserSelf,
  SessionUser,
  ManageUserResult,
} from './user-schemas.ts';
export { optionUpdateInput, optionEntry, secretOptionState, oidcDiscoveryInput, oidcEndpoints, releaseCheckResult } from './option-schemas.ts';
export type { OptionUpdateInput, OptionEntry, SecretOptionState, OidcDiscoveryInput, OidcEndpoints, ReleaseCheckResult } from './option-schemas.ts';
export { statusPayloadSchema, setupStatusSchema, databaseTypes } from './status-schemas.ts';
export type { StatusPayload, SetupStatus } from './status-schemas.ts';
export type { TokenRow, ChannelRow, RedemptionRow, LogRow } from './entity-rows.ts';
