import { z } from 'zod';
import { channelTypeByValue } from '../channel-types/index.ts';
import { idField } from '../schemas/field-rules.ts';
import { splitChannelList } from './channel-lists.ts';

/**
 * Longer model names are refused with "model name too long", as new-api does. 191, not new-api's 255: model names, groups and tags are indexed
 * text, and an index on MySQL/MariaDB utf8mb4 holds at most 191 characters (ADR 0043). No real model,
 * group or tag comes near it; refusing longer ones keeps every dialect storing the same values.
 */
export const MODEL_NAME_MAX = 191;
/** A channel group (new-api: varchar(64)); a channel's `group` is a comma list of them. */
export const GROUP_NAME_MAX = 64;
export const TAG_MAX = 191;
/** The channel form's bounds: priority min −999; weight min 0. */
export const PRIORITY_MIN = -999;
export const WEIGHT_MIN = 0;
/** channels.weight and abilities.weight are 32-bit `integer` columns on PostgreSQL. */
export const WEIGHT_MAX = 2_147_483_647;
export const CHANNEL_NAME_MAX = 128;

/** Whether `text` is the JSON text of an object (not an array, not null): what the JSON fields of a channel hold. */
export function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** '' (an untouched editor field) or the text of a JSON object. */
const jsonObjectText = z
  .string({ error: 'must be text' })
  .trim()
  .refine((text) => text === '' || isJsonObjectText(text), { error: 'must be a valid JSON object' });

/** Schemes a channel proxy may use (the Node relay's undici ProxyAgent / Socks5ProxyAgent). */
const PROXY_SCHEMES = new Set(['http:', 'https:', 'socks5:', 'socks5h:']);

function isProxyUrl(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (typeof value !== 'string') return false;
  try {
    return PROXY_SCHEMES.has(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** The channel `setting` JSON: an object whose `proxy`, when set, is a usable proxy URL (refused at save time, not at relay time). */
const channelSettingText = jsonObjectText.refine((text) => text === '' || isProxyUrl((JSON.parse(text) as { proxy?: unknown }).proxy), {
  error: 'proxy must be an http, https or socks5 URL, e.g. socks5://127.0.0.1:1080',
});

const priorityField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(PRIORITY_MIN, { error: `must be at least ${PRIORITY_MIN}` })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

const weightField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(WEIGHT_MIN, { error: `must be at least ${WEIGHT_MIN}` })
  .max(WEIGHT_MAX, { error: `must be at most ${WEIGHT_MAX}` });

/** A price is at least 0, in steps of 0.0001. Bounded so the stored decimal text never needs an exponent. */
export const CHANNEL_PRICE_MAX = 1_000_000_000;

/** A number ≥ 0 with at most four decimals; `String(value)` is then its exact canonical text. The sign is min's to report. */
const priceField = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be at least 0' })
  .max(CHANNEL_PRICE_MAX, { error: `must be at most ${CHANNEL_PRICE_MAX}` })
  .refine((price) => /^-?[0-9]+(\.[0-9]{1,4})?$/.test(String(price)), { error: 'must have at most 4 decimals (step 0.0001)' });

const maxInputTokensField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be at least 0' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

const statusField = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1, 2 or 3' });

const typeField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .refine((type) => channelTypeByValue(type)?.unused !== true && channelTypeByValue(type) !== undefined, { error: 'is not a known channel type' });

/** A comma list whose items are each at most MODEL_NAME_MAX characters (reference: "model name too long"). */
const modelListField = z.string({ error: 'must be text' }).refine((text) => splitChannelList(text).every((model) => model.length <= MODEL_NAME_MAX), {
  error: `each model name must be at most ${MODEL_NAME_MAX} characters`,
});

/** base_url: '' or an http(s) URL; a trailing slash is stripped so paths join without a double slash. */
const baseUrlField = z
  .string({ error: 'must be text' })
  .trim()
  .refine((text) => text === '' || (/^https?:\/\/[^\s/]+/i.test(text) && URL.canParse(text)), { error: 'must be an http:// or https:// URL' })
  .transform((text) => text.replace(/\/+$/, ''));

/**
 * null (new-api's nil pointers) read as ''. The argument's type is the schema's input or null, so a
 * client's `z.input` of the field says what it may send; any other value passes through to be refused.
 */
const nullAsEmpty = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value: z.input<Schema> | null) => (value === null ? '' : value), schema);

/** Optional text where null (new-api's nil pointers) means ''. */
const optionalText = (max: number) =>
  nullAsEmpty(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/** The editable channel fields; everything the editor sends besides id and key. */
const channelFieldShape = {
  name: z
    .string({ error: 'must be text' })
    .trim()
    .max(CHANNEL_NAME_MAX, { error: `must be at most ${CHANNEL_NAME_MAX} characters` }),
  type: typeField,
  key: z.string({ error: 'must be text' }),
  base_url: nullAsEmpty(baseUrlField),
  other: optionalText(4096),
  models: modelListField,
  group: z.string({ error: 'must be text' }).refine((text) => splitChannelList(text).every((group) => group.length <= GROUP_NAME_MAX), {
    error: `each group name must be at most ${GROUP_NAME_MAX} characters`,
  }),
  model_mapping: nullAsEmpty(jsonObjectText),
  status_code_mapping: nullAsEmpty(jsonObjectText),
  setting: nullAsEmpty(channelSettingText),
  param_override: nullAsEmpty(jsonObjectText),
  openai_organization: optionalText(255),
  test_model: optionalText(MODEL_NAME_MAX),
  auto_ban: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' }),
  priority: priorityField,
  weight: weightField,
  tag: optionalText(TAG_MAX),
  status: statusField,
  price: priceField,
  max_input_tokens: maxInputTokensField,
} as const;

/** POST /api/channel/ fields: name, type, key and models are required, the rest has defaults. */
export const channelCreateFields = z.object({
  ...channelFieldShape,
  type: channelFieldShape.type.default(1),
  base_url: channelFieldShape.base_url.default(''),
  other: channelFieldShape.other.default(''),
  group: channelFieldShape.group.default('default'),
  model_mapping: channelFieldShape.model_mapping.default(''),
  status_code_mapping: channelFieldShape.status_code_mapping.default(''),
  setting: channelFieldShape.setting.default(''),
  param_override: channelFieldShape.param_override.default(''),
  openai_organization: channelFieldShape.openai_organization.default(''),
  test_model: channelFieldShape.test_model.default(''),
  auto_ban: channelFieldShape.auto_ban.default(1),
  priority: channelFieldShape.priority.default(0),
  weight: channelFieldShape.weight.default(0),
  tag: channelFieldShape.tag.default(''),
  status: channelFieldShape.status.default(1),
  price: channelFieldShape.price.default(0),
  max_input_tokens: channelFieldShape.max_input_tokens.default(0),
});
export type ChannelCreateFields = z.output<typeof channelCreateFields>;

/** single: the key text is one channel; batch: one channel per non-empty key line. */
export type ChannelCreateMode = 'single' | 'batch';

/** What a client sends to POST /api/channel/: `{mode, channel}`, or (older clients) the fields at the top level. */
export type CreateChannelBody =
  | { mode?: ChannelCreateMode; channel: z.input<typeof channelCreateFields> }
  | (z.input<typeof channelCreateFields> & { mode?: ChannelCreateMode });

/**
 * POST /api/channel/ body. The console sends `{mode, channel}`; older clients send the channel
 * fields at the top level, which the reference splits into one channel per key line (batch).
 */
export const createChannelInput = z.preprocess(
  (body: CreateChannelBody) => {
    const input: unknown = body;
    if (input === null || typeof input !== 'object') return input;
    const record = input as Record<string, unknown>;
    const channel = record['channel'];
    if (channel !== null && typeof channel === 'object' && !Array.isArray(channel)) return { mode: record['mode'] ?? 'single', channel };
    return { mode: record['mode'] ?? 'batch', channel: record };
  },
  z.object({
    mode: z.enum(['single', 'batch'], { error: 'must be single or batch' }),
    channel: channelCreateFields,
  }),
);
export type CreateChannelInput = z.output<typeof createChannelInput>;

/** PUT /api/channel/ full edit: any subset of the fields (blank key keeps the key). */
export const updateChannelInput = z
  .object({ id: idField, ...channelFieldShape })
  .partial()
  .required({ id: true });
export type UpdateChannelInput = z.output<typeof updateChannelInput>;

/** POST /api/channel/batch */
export const channelIdsInput = z.object({
  ids: z.array(idField, { error: 'must be a list of ids' }).min(1, { error: 'must not be empty' }).max(1000, { error: 'must be at most 1000 items' }),
});

/** POST /api/channel/batch/tag: '' clears the tag. */
export const batchTagInput = channelIdsInput.extend({ tag: optionalText(TAG_MAX) });

/** POST /api/channel/tag/enabled|disabled */
export const tagInput = z.object({ tag: z.string({ error: 'must be text' }).trim().min(1, { error: 'cannot be empty' }) });

/** Absent, null and '' all mean "leave unchanged" for the tag editor's overrides. */
const override = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value: z.input<Schema> | null | undefined) => (value === null || value === '' ? undefined : value), schema.optional());

/** PUT /api/channel/tag: every field but tag is an override; new_tag '' dissolves the tag. */
export const editTagInput = z.object({
  tag: z.string({ error: 'must be text' }).trim().min(1, { error: 'cannot be empty' }),
  new_tag: z.preprocess(
    (value: string | null | undefined) => (value === null ? undefined : value),
    z.string({ error: 'must be text' }).trim().max(TAG_MAX).optional(),
  ),
  priority: override(priorityField),
  weight: override(weightField),
  model_mapping: override(jsonObjectText),
  models: override(modelListField),
  groups: override(z.string({ error: 'must be text' })),
});
export type EditTagInput = z.output<typeof editTagInput>;

/** POST /api/channel/fetch_models */
export const fetchModelsInput = z.object({
  base_url: z.preprocess((value: string | null | undefined) => (value === null || value === undefined ? '' : value), baseUrlField),
  type: typeField.default(1),
  key: z.string({ error: 'must be text' }).trim().min(1, { error: 'cannot be empty' }),
});

/** GET /api/channel/ and /search flags: "true"/"1" or absent. */
const flag = z.preprocess((value: boolean | string | undefined) => value === 'true' || value === '1' || value === true, z.boolean());

export const channelListQuery = z.object({ id_sort: flag, tag_mode: flag });

export const channelSearchQuery = z.object({
  keyword: z.string().trim().max(255, { error: 'must be at most 255 characters' }).optional(),
  group: z.string().trim().max(64, { error: 'must be at most 64 characters' }).optional(),
  model: z
    .string()
    .trim()
    .max(MODEL_NAME_MAX, { error: `must be at most ${MODEL_NAME_MAX} characters` })
    .optional(),
});
