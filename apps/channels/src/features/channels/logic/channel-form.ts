import { normalizeChannelOther, parseChannelKeys } from '@gateway/domain';
import type { ChannelFields, ChannelView } from '@gateway/sdk';
import { splitCommaList } from './model-list.ts';

/** The editor's state: lists where the server keeps comma strings (CH-041), text for numbers being typed. */
export type ChannelFormValues = {
  type: number;
  name: string;
  key: string;
  batch: boolean;
  base_url: string;
  other: string;
  models: string[];
  groups: string[];
  model_mapping: string;
  status_code_mapping: string;
  param_override: string;
  setting: string;
  openai_organization: string;
  test_model: string;
  tag: string;
  auto_ban: boolean;
  priority: string;
  weight: string;
  price: string;
  max_input_tokens: string;
};

/** The body the editor sends: the sdk's fields plus price and max_input_tokens (CH-036). */
export type ChannelSubmitFields = ChannelFields & { price: number; max_input_tokens: number };

/** Create defaults (CH-039): type 1, auto_ban on, group default, priority and weight 0. */
export function defaultChannelForm(): ChannelFormValues {
  return {
    type: 1,
    name: '',
    key: '',
    batch: false,
    base_url: '',
    other: '',
    models: [],
    groups: ['default'],
    model_mapping: '',
    status_code_mapping: '',
    param_override: '',
    setting: '',
    openai_organization: '',
    test_model: '',
    tag: '',
    auto_ban: true,
    priority: '0',
    weight: '0',
    price: '0',
    max_input_tokens: '0',
  };
}

/** A stored number, 0 when a server without the field (before migration 0002) leaves it out. */
function numberOrZero(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Edit mode starts from the stored channel; the key stays blank (blank keeps the stored key). */
export function channelToForm(channel: ChannelView): ChannelFormValues {
  return {
    ...defaultChannelForm(),
    type: channel.type,
    name: channel.name,
    base_url: channel.base_url ?? '',
    other: channel.other ?? '',
    models: splitCommaList(channel.models),
    groups: splitCommaList(channel.group),
    model_mapping: channel.model_mapping ?? '',
    status_code_mapping: channel.status_code_mapping ?? '',
    param_override: channel.param_override ?? '',
    setting: channel.setting ?? '',
    openai_organization: channel.openai_organization ?? '',
    test_model: channel.test_model ?? '',
    tag: channel.tag ?? '',
    auto_ban: channel.auto_ban !== 0,
    priority: String(channel.priority ?? 0),
    weight: String(channel.weight ?? 0),
    price: String(numberOrZero(channel.price)),
    max_input_tokens: String(numberOrZero(channel.max_input_tokens)),
  };
}

/** A message key of this namespace or of 'common', with its values. */
export type FormProblem = { messageKey: string; params?: Record<string, unknown> };

/** The editor's fields that can be wrong; each problem is shown beside its field. */
export type ChannelFormField =
  | 'name'
  | 'key'
  | 'models'
  | 'model_mapping'
  | 'status_code_mapping'
  | 'param_override'
  | 'setting'
  | 'priority'
  | 'weight'
  | 'price'
  | 'max_input_tokens'
  | 'other';

export type ChannelFormProblems = Partial<Record<ChannelFormField, FormProblem>>;

export type FormCheck = { ok: true; fields: ChannelSubmitFields } | { ok: false; problems: ChannelFormProblems };

function isJsonObjectText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

function parseInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The OpenAI type number (reference §8); the organisation header only exists in OpenAI's API. */
const OPENAI_CHANNEL_TYPE = 1;

/** Whether the editor shows openai_organization for a type. */
export function organizationApplies(type: number): boolean {
  return type === OPENAI_CHANNEL_TYPE;
}

/** True when the base URL ends in /v1, which the relay adds itself (CH-049: the editor asks first). */
export function endsWithV1(baseUrl: string): boolean {
  return /\/v1\/?$/.test(baseUrl.trim());
}

/** Trailing slashes are stripped before submit (CH-050). */
export function stripTrailingSlash(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

const JSON_FIELDS = ['status_code_mapping', 'param_override', 'setting'] as const;

/** Name and key (CH-043), the key's shape per type from the domain catalogue (CH-047), models (CH-044, CH-042). */
function checkIdentity(values: ChannelFormValues, mode: 'create' | 'edit', problems: ChannelFormProblems): void {
  const required = { messageKey: 'editor.errors.nameAndKeyRequired' };
  if (values.name.trim() === '') problems.name = required;
  if (mode === 'create' && values.key.trim() === '') problems.key = required;
  if (values.key.trim() !== '') {
    const keys = parseChannelKeys(values.type, values.key);
    if (!keys.ok) problems.key = { messageKey: `common:${keys.messageKey}`, params: keys.params };
  }
  if (!Array.isArray(values.models)) problems.models = { messageKey: 'editor.errors.modelsNotList' };
  else if (values.models.length === 0) problems.models = { messageKey: 'editor.errors.modelRequired' };
}

/** JSON objects in the JSON fields (CH-045). */
function checkJson(values: ChannelFormValues, problems: ChannelFormProblems): void {
  if (!isJsonObjectText(values.model_mapping)) problems.model_mapping = { messageKey: 'editor.errors.modelMappingJson' };
  for (const field of JSON_FIELDS) {
    if (!isJsonObjectText(values[field])) problems[field] = { messageKey: 'editor.errors.fieldJson', params: { field } };
  }
}

type Numbers = { priority: number; weight: number; price: number; maxInputTokens: number };

/** Integer priority and weight (CH-051), a price with at most four decimals and a whole input limit (CH-052). */
function checkNumbers(values: ChannelFormValues, problems: ChannelFormProblems): Numbers | undefined {
  const priority = parseInteger(values.priority);
  const weight = parseInteger(values.weight);
  if (priority === undefined) problems.priority = { messageKey: 'editor.errors.integer', params: { field: 'priority' } };
  if (weight === undefined || weight < 0) problems.weight = { messageKey: 'editor.errors.weight' };
  // The server keeps prices exactly with a 0.0001 step (001 §5): at most four decimals, no exponent.
  const priceText = values.price.trim() === '' ? '0' : values.price.trim();
  const price = Number(priceText);
  if (!/^\d+(\.\d{1,4})?$/.test(priceText) || !Number.isFinite(price)) problems.price = { messageKey: 'editor.errors.price' };
  const maxInputTokens = parseInteger(values.max_input_tokens);
  if (maxInputTokens === undefined || maxInputTokens < 0) problems.max_input_tokens = { messageKey: 'editor.errors.integer', params: { field: 'max_input_tokens' } };
  if (priority === undefined || weight === undefined || maxInputTokens === undefined) return undefined;
  return { priority, weight, price, maxInputTokens };
}

/**
 * Checks the editor's values and builds the body of POST/PUT /api/channel/ (CH-035..CH-051).
 * Every field is checked, so each problem can be shown beside its field at once.
 */
export function buildChannelFields(values: ChannelFormValues, mode: 'create' | 'edit'): FormCheck {
  const problems: ChannelFormProblems = {};
  checkIdentity(values, mode, problems);
  checkJson(values, problems);
  const numbers = checkNumbers(values, problems);
  const other = normalizeChannelOther(values.type, values.other);
  if (!other.ok) problems.other = { messageKey: `common:${other.messageKey}`, params: other.params };
  if (Object.keys(problems).length > 0 || numbers === undefined || !other.ok) return { ok: false, problems };
  return {
    ok: true,
    fields: {
      name: values.name.trim(),
      type: values.type,
      key: values.key.trim(),
      base_url: stripTrailingSlash(values.base_url),
      other: other.value,
      models: values.models.join(','),
      group: values.groups.join(','),
      model_mapping: values.model_mapping.trim(),
      status_code_mapping: values.status_code_mapping.trim(),
      param_override: values.param_override.trim(),
      setting: values.setting.trim(),
      // Only OpenAI channels send an organisation header; other types keep the field empty.
      openai_organization: organizationApplies(values.type) ? values.openai_organization.trim() : '',
      test_model: values.test_model.trim(),
      tag: values.tag.trim(),
      auto_ban: values.auto_ban ? 1 : 0,
      priority: numbers.priority,
      weight: numbers.weight,
      price: numbers.price,
      max_input_tokens: numbers.maxInputTokens,
    },
  };
}
