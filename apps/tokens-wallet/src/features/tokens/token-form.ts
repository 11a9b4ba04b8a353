import { TOKEN_DEFAULT_REMAIN_QUOTA, TOKEN_NEVER_EXPIRES, parseAllowIps } from '@gateway/domain';
import type { TokenRow } from '@gateway/domain';
import { formatExpiryInput, parseExpiryInput } from './expiry.ts';

/** The drawer's fields as the inputs hold them (text where the user types). */
export type TokenFormValues = {
  name: string;
  remainQuota: string;
  unlimitedQuota: boolean;
  expiry: string;
  count: string;
  modelLimitsEnabled: boolean;
  modelLimits: string[];
  allowIps: string;
  group: string;
};

/** The body of POST /api/token/ and (with id) PUT /api/token/ (TW-011). */
export type TokenPayload = {
  name: string;
  remain_quota: number;
  unlimited_quota: boolean;
  expired_time: number;
  model_limits_enabled: boolean;
  model_limits: string;
  allow_ips: string;
  group: string;
};

/** The drawer's fields that can be wrong. */
export type TokenFormField = 'name' | 'remainQuota' | 'expiry' | 'count' | 'allowIps' | 'group';

/** Field → i18n key of its problem (keys under tokens.form.errors). */
export type TokenFormErrors = Partial<Record<TokenFormField, string>>;

/** Where a request-body field of the domain schema is shown in the drawer (its rules' messages go there). */
export const tokenPayloadFields: Readonly<Record<string, TokenFormField>> = {
  name: 'name',
  remain_quota: 'remainQuota',
  expired_time: 'expiry',
  count: 'count',
  allow_ips: 'allowIps',
  group: 'group',
};

/** Defaults (TW-013): 500000 remaining, never expires, limited, one token. */
export function newTokenForm(): TokenFormValues {
  return {
    name: '',
    remainQuota: String(TOKEN_DEFAULT_REMAIN_QUOTA),
    unlimitedQuota: false,
    expiry: formatExpiryInput(TOKEN_NEVER_EXPIRES),
    count: '1',
    modelLimitsEnabled: false,
    modelLimits: [],
    allowIps: '',
    group: '',
  };
}

/** Edit starts from the token's own values (TW-013). */
export function tokenFormFrom(token: TokenRow): TokenFormValues {
  return {
    name: token.name,
    remainQuota: String(token.remain_quota),
    unlimitedQuota: token.unlimited_quota,
    expiry: formatExpiryInput(token.expired_time),
    count: '1',
    modelLimitsEnabled: token.model_limits_enabled,
    modelLimits: token.model_limits
      .split(',')
      .map((model) => model.trim())
      .filter((model) => model !== ''),
    allowIps: token.allow_ips,
    group: token.group,
  };
}

const INTEGER = /^\d+$/;

/** TW-012 / TW-016 / TW-017 / TW-020: name on create, a non-negative integer quota, a readable expiry, count ≥ 1, IPs or ranges. */
export function validateTokenForm(values: TokenFormValues, mode: 'create' | 'edit'): TokenFormErrors {
  const errors: TokenFormErrors = {};
  if (mode === 'create' && values.name.trim() === '') errors.name = 'nameRequired';
  if (!values.unlimitedQuota && !INTEGER.test(values.remainQuota.trim())) errors.remainQuota = 'quotaInvalid';
  if (parseExpiryInput(values.expiry) === undefined) errors.expiry = 'expiryInvalid';
  if (mode === 'create' && (!INTEGER.test(values.count.trim()) || Number(values.count) < 1)) errors.count = 'countInvalid';
  if (!parseAllowIps(values.allowIps).ok) errors.allowIps = 'allowIpsInvalid';
  return errors;
}

/** The request body of a valid form; model limits only travel when enabled (TW-019), IPs one per line (TW-020). */
export function toTokenPayload(values: TokenFormValues): TokenPayload {
  return {
    name: values.name.trim(),
    remain_quota: values.unlimitedQuota ? 0 : Number.parseInt(values.remainQuota.trim(), 10),
    unlimited_quota: values.unlimitedQuota,
    expired_time: parseExpiryInput(values.expiry) ?? TOKEN_NEVER_EXPIRES,
    model_limits_enabled: values.modelLimitsEnabled,
    model_limits: values.modelLimitsEnabled ? values.modelLimits.join(',') : '',
    allow_ips: values.allowIps
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n'),
    group: values.group,
  };
}
