/**
 * Fixed English texts the gateway sends in `message` (the console translates them by exact match,
 * so a wording change here is a breaking change for both locales). Grouped by the route that uses
 * them; wording keeps the meaning of new-api's messages for the same cases.
 */
export const messages = {
  // session and access-token authentication
  notLoggedIn: 'Not logged in and no access token provided',
  accessTokenInvalid: 'Access token is invalid',
  userInfoInvalid: 'User information is invalid',
  newApiUserMissing: 'New-Api-User header not provided',
  newApiUserFormat: 'New-Api-User header has a wrong format',
  newApiUserMismatch: 'New-Api-User does not match the logged-in user',
  userBanned: 'User is banned',
  insufficientPermission: 'Insufficient permission',
  accessTokenNotSupported: 'Access tokens are not supported here',

  // login, registration, password reset
  invalidParameters: 'Invalid parameters',
  loginFailed: 'Username or password is wrong, or the user is banned',
  passwordLoginDisabled: 'The administrator has disabled password login',
  adminOnlyLogin: 'Only administrators may sign in to this system',
  registrationClosed: 'The administrator has closed registration',
  passwordRegistrationClosed: 'The administrator has disabled registration with a password',
  emailVerificationRequired: 'Email verification is enabled: enter an email address and its verification code',
  verificationCodeInvalid: 'The verification code is wrong or has expired',
  verificationCodeTooManyGuesses: 'Too many wrong verification codes from this client; wait a few minutes and try again',
  usernameTaken: 'The username is already taken or was used by a deleted user',
  emailTaken: 'The email address is already taken',
  emailNotRegistered: 'The email address is not registered',
  emailDomainNotAllowed: 'Registration with this email domain is not allowed',
  emailAliasNotAllowed: 'Email addresses with "+" or "." before the @ are not allowed',
  resetLinkInvalid: 'The reset link is invalid or has expired',
  resetNeedsServerAddress: 'Password reset by email is unavailable until the administrator sets the server address',
  smtpNotConfigured: 'The administrator has not set up email sending (SMTP)',
  mailSendFailed: 'The email could not be sent; try again later or contact the administrator',
  turnstileRequired: 'The Turnstile check is required',
  turnstileFailed: 'The Turnstile check failed, please refresh and retry',
  oauthStateMismatch: 'The OAuth state is missing or does not match',
  oauthDisabled: 'This login method is not enabled',
  crossSiteRequestRefused: 'This request came from another website and was refused; open this site directly and try again',
  jsonBodyRequired: 'The request body must be sent as application/json',

  // passwords and first-run setup
  passwordsDiffer: 'The two passwords differ',
  passwordTooShort: 'The password must be at least 8 characters',
  passwordTooLong: 'The password must be at most 20 characters',
  setupDone: 'The system is already initialised',
  setupRequired: 'The system is not initialised yet',
  usernameRequired: 'The username cannot be empty',
  usernameAndPasswordRequired: 'Username and password cannot be empty',

  // user management
  userNotFound: 'User does not exist',
  cannotReadSameOrHigher: 'No permission to read a user of the same or higher level',
  cannotManageSameOrHigher: 'No permission to manage a user of the same or higher level',
  cannotDeleteSameOrHigher: 'No permission to delete a user of the same or higher level',
  cannotCreateSameOrHigher: 'Cannot create a user with a role equal to or higher than your own',
  cannotRaiseToOwnLevel: 'Cannot raise a user to a role equal to or higher than your own',
  cannotDisableRoot: 'Cannot disable the super admin',
  cannotDeleteRoot: 'Cannot delete the super admin',
  cannotDeleteSelfRoot: 'The super admin account cannot be deleted',
  originalPasswordWrong: 'The current password is wrong',
  onlyRootCanPromote: 'Only the super admin can promote users',
  alreadyAdmin: 'The user is already an admin',
  cannotDemoteRoot: 'Cannot demote the super admin',
  cannotDemoteCommon: 'The user is already an ordinary user',
  unknownManageAction: 'Unknown user management action',

  // options
  unknownOption: 'Unknown option',
  invalidJson: 'Not a valid JSON string',

  // tokens
  tokenNotFound: 'Token does not exist',
  tokenNameTooLong: 'The token name is too long',
  tokenExpiredChangeExpiry: 'The token has expired; change its expiry before enabling it',
  tokenExhaustedChangeQuota: 'The token quota is used up; change its quota before enabling it',

  // redemption codes
  redemptionNotFound: 'Redemption code does not exist',
  redemptionNameLength: 'The name length must be between 1 and 20',
  redemptionCountPositive: 'The count must be greater than 0',
  redemptionCountTooLarge: 'Cannot generate more than 100 codes at once',
  redemptionInvalid: 'Invalid redemption code',
  redemptionUsed: 'The redemption code has already been used',
  redemptionCodeRequired: 'Please enter the redemption code',
  redemptionNotEditable: 'Only an unused redemption code can be edited',
  redemptionUsedCannotEnable: 'A used redemption code cannot be enabled',
  topUpMoneyTooLow: 'The amount to pay is too low',
  tokenGroupNotUsable: 'The token group is not one of your usable groups',
  tokenExpiryInPast: 'The expiry time must be in the future, or -1 for never',

  // channels
  channelNotFound: 'Channel does not exist',
  channelTestRunning: 'A channel test is already running',
  vertexRegionRequired: 'The deployment region cannot be empty',
  vertexRegionNeedsDefault: 'The region JSON must contain a "default" entry',
  modelNameTooLong: 'A model name is too long',
  tagRequired: 'The tag cannot be empty',
  idsRequired: 'No ids given',
  channelNameKeyRequired: 'Fill in the channel name and channel key',
  channelModelsRequired: 'Select at least one model',
  channelTypeNotTestable: 'Midjourney and Suno channels cannot be tested here',
  channelNoTestModel: 'The channel has no model to test',
  channelBaseUrlRequired: 'This channel type needs a base URL',
  balanceNotSupported: 'Balance query is not supported for this channel type',
  fetchModelsFailed: 'Failed to fetch models',

  // logs and data
  targetTimestampRequired: 'The target timestamp is required',
  timeSpanTooLong: 'The time span cannot exceed one month',

  // wallet
  onlineTopUpDisabled: 'The administrator has not enabled online top-up',
  paymentNeedsServerAddress: 'Online payment is unavailable until the administrator sets the server address',
  topUpAmountTooSmall: 'The top-up amount is below the minimum',
  affQuotaTooSmall: 'The amount to transfer is below the minimum',
  affQuotaInsufficient: 'Not enough invitation reward quota',

  // notifications
  notificationTargetMissing: 'There is nowhere to send the notification: set a notification email, bind an email or use a webhook',
  webhookAddressNotAllowed: 'The webhook address points to a private, local or reserved network',

  // generic
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again later',
  internalError: 'Internal server error, please contact the administrator',
  databaseUnavailable: 'The database is unavailable right now; please try again in a few seconds',
  serverShuttingDown: 'The server is shutting down; please retry in a few seconds',
  success: '',
} as const;

export type MessageKey = keyof typeof messages;
