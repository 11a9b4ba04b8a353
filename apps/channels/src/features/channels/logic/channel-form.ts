import { normalizeChannelOther, parseChannelKeys } from '@gateway/domain';
import type { ChannelFields, ChannelView } from '@gateway/sdk';
import { splitCommaList } from './model-list.ts';
import { schemaProblems } from './channel-schema-problems.ts';
import type { FormProblem } from './channel-schema-problems.ts';

export type { FormProblem };

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

/** The body the editor sends: the sdk's fields (the domain schema's input), every one of them filled (CH-036). */
export type ChannelSubmitFields = Required<Omit<ChannelFields, 'tag' | 'status'>> & { tag: string };

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
  | 'other'
  | 'base_url'
  | 'groups'
  | 'openai_organization'
  | 'test_model'
  | 'tag';

export type ChannelFormProblems = Partial<Record<ChannelFormField, FormProblem>>;

export type FormCheck = { ok: true; fields: ChannelSubmitFields } | { ok: false; problems: ChannelFormProblems };

/**
 * A number as typed: '' is 0, digits with an optional fraction are their value, anything else
 * (letters, an exponent, a sign alone) is NaN, which the schema refuses as not a number. Whether
 * the value is allowed (an integer, a bound, four decimals) is the schema's to say.
 */
function parseNumberText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** new-api's channel type number for OpenAI; the organisation header only exists in OpenAI's API. */
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

/** A chip list as the server's comma string; anything but a list (refused by checkIdentity) as ''. */
function joinList(list: unknown): string {
  return Array.isArray(list) ? list.join(',') : '';
}

/** The body built from the editor's values, before any check. */
function toSubmitFields(values: ChannelFormValues, other: string): ChannelSubmitFields {
  return {
    name: values.name.trim(),
    type: values.type,
    key: values.key.trim(),
    base_url: stripTrailingSlash(values.base_url),
    other,
    models: joinList(values.models),
    group: joinList(values.groups),
    model_mapping: values.model_mapping.trim(),
    status_code_mapping: values.status_code_mapping.trim(),
    param_override: values.param_override.trim(),
    setting: values.setting.trim(),
    // Only OpenAI channels send an organisation header; other types keep the field empty.
    openai_organization: organizationApplies(values.type) ? values.openai_organization.trim() : '',
    test_model: values.test_model.trim(),
    tag: values.tag.trim(),
    auto_ban: values.auto_ban ? 1 : 0,
    priority: parseNumberText(values.priority),
    weight: parseNumberText(values.weight),
    price: parseNumberText(values.price),
    max_input_tokens: parseNumberText(values.max_input_tokens),
  };
}

/**
 * Checks the editor's values and builds the body of POST/PUT /api/channel/ (CH-035..CH-051).
 * Every field is checked, so each problem can be shown beside its field at once.
 */
export function buildChannelFields(values: ChannelFormValues, mode: 'create' | 'edit'): FormCheck {
  const problems: ChannelFormProblems = {};
  checkIdentity(values, mode, problems);
  const other = normalizeChannelOther(values.type, values.other);
  if (!other.ok) problems.other = { messageKey: `common:${other.messageKey}`, params: other.params };
  const fields = toSubmitFields(values, other.ok ? other.value : values.other);
  // The form's own messages (required fields, the key's shape) come first; the schema's rules fill the other fields.
  const found: ChannelFormProblems = { ...problems };
  for (const [field, problem] of Object.entries(schemaProblems(fields))) found[field as ChannelFormField] ??= problem;
  if (Object.keys(found).length > 0 || !other.ok) return { ok: false, problems: found };
  return { ok: true, fields };
}
