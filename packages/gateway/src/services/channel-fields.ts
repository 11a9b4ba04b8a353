import type { ChannelUpdate } from '@gateway/db';
import {
  formatValidationMessage,
  joinChannelList,
  messages,
  normalizeChannelOther,
  parseChannelKeys,
  splitChannelList,
  type ChannelCreateFields,
  type UpdateChannelInput,
} from '@gateway/domain';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';

/** The stored `group` list: trimmed, deduplicated, 'default' when empty (a channel always serves some group). */
export function normalizeGroups(text: string): string {
  const groups = joinChannelList(splitChannelList(text));
  return groups === '' ? 'default' : groups;
}

/** Checks the models list; answers the stored form. */
export function normalizeModels(text: string): ChannelOutcome<string> {
  const models = joinChannelList(splitChannelList(text));
  return models === '' ? refuse(messages.channelModelsRequired) : succeed(models);
}

/** The keys of a new channel: one per line (batch), or the whole text as one channel (single). */
export function parseKeysFor(type: number, key: string): ChannelOutcome<string[]> {
  const keys = parseChannelKeys(type, key);
  if (!keys.ok) return refuse(formatValidationMessage(keys.messageKey, keys.params));
  return succeed(keys.value);
}

export function normalizeOther(type: number, other: string): ChannelOutcome<string> {
  const result = normalizeChannelOther(type, other);
  if (!result.ok) return refuse(formatValidationMessage(result.messageKey, result.params));
  return succeed(result.value);
}

/** Stored columns of a validated create input, without the key. */
export function createColumns(fields: ChannelCreateFields, other: string, models: string, nowSeconds: number) {
  return {
    type: fields.type,
    name: fields.name,
    base_url: fields.base_url,
    other,
    models,
    group: normalizeGroups(fields.group),
    model_mapping: fields.model_mapping,
    status_code_mapping: fields.status_code_mapping,
    setting: fields.setting,
    param_override: fields.param_override,
    open_ai_organization: fields.openai_organization === '' ? null : fields.openai_organization,
    test_model: fields.test_model === '' ? null : fields.test_model,
    auto_ban: fields.auto_ban,
    priority: fields.priority,
    weight: fields.weight,
    tag: fields.tag === '' ? null : fields.tag,
    status: fields.status,
    price: String(fields.price),
    max_input_tokens: fields.max_input_tokens,
    created_time: nowSeconds,
  };
}

/**
 * The column patch of PUT /api/channel/: only the fields sent change; a blank key keeps the stored
 * key; `other` is re-checked against the (possibly new) type.
 */
export function updatePatch(edit: UpdateChannelInput, current: { type: number; other: string }): ChannelOutcome<ChannelUpdate> {
  const patch: ChannelUpdate = {};
  const type = edit.type ?? current.type;
  if (edit.type !== undefined) patch.type = edit.type;
  if (edit.name !== undefined) {
    if (edit.name === '') return refuse(`name: cannot be empty`);
    patch.name = edit.name;
  }
  if (edit.key !== undefined && edit.key.trim() !== '') {
    const keys = parseKeysFor(type, edit.key);
    if (!keys.ok) return keys;
    patch.key = keys.value.join('\n');
  }
  if (edit.other !== undefined || edit.type !== undefined) {
    const other = normalizeOther(type, edit.other ?? current.other);
    if (!other.ok) return other;
    patch.other = other.value;
  }
  if (edit.models !== undefined) {
    const models = normalizeModels(edit.models);
    if (!models.ok) return models;
    patch.models = models.value;
  }
  if (edit.group !== undefined) patch.group = normalizeGroups(edit.group);
  if (edit.base_url !== undefined) patch.base_url = edit.base_url;
  if (edit.model_mapping !== undefined) patch.model_mapping = edit.model_mapping;
  if (edit.status_code_mapping !== undefined) patch.status_code_mapping = edit.status_code_mapping;
  if (edit.setting !== undefined) patch.setting = edit.setting;
  if (edit.param_override !== undefined) patch.param_override = edit.param_override;
  if (edit.openai_organization !== undefined) patch.open_ai_organization = edit.openai_organization === '' ? null : edit.openai_organization;
  if (edit.test_model !== undefined) patch.test_model = edit.test_model === '' ? null : edit.test_model;
  if (edit.auto_ban !== undefined) patch.auto_ban = edit.auto_ban;
  if (edit.priority !== undefined) patch.priority = edit.priority;
  if (edit.weight !== undefined) patch.weight = edit.weight;
  if (edit.tag !== undefined) patch.tag = edit.tag === '' ? null : edit.tag;
  if (edit.status !== undefined) patch.status = edit.status;
  // The schema allows at most four decimals, so String() is the exact canonical text (migration 0002).
  if (edit.price !== undefined) patch.price = String(edit.price);
  if (edit.max_input_tokens !== undefined) patch.max_input_tokens = edit.max_input_tokens;
  return succeed(patch);
}
