export { emailAddressRefusal, emailDomain, normalizeEmail } from './email-rules.ts';
export type { EmailAddressRules } from './email-rules.ts';
export { readStoredUserSetting } from './stored-user-setting.ts';
export type { StoredUserSetting } from './stored-user-setting.ts';
export { hashAccessToken } from './access-token-hash.ts';
