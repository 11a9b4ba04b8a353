import type { ChannelRow as StoredChannel } from '@gateway/db';
import type { ChannelRow } from '@gateway/domain';

/** A channel as the console sees it: every column but the key (keys never leave the server), with new-api's JSON names. */
export type ChannelView = Omit<ChannelRow, 'key'>;

export function toChannelView(row: StoredChannel): ChannelView {
  return {
    id: Number(row.id),
    type: row.type,
    openai_organization: row.open_ai_organization,
    test_model: row.test_model,
    status: row.status,
    name: row.name,
    weight: Number(row.weight),
    created_time: Number(row.created_time),
    test_time: Number(row.test_time),
    response_time: Number(row.response_time),
    base_url: row.base_url ?? '',
    other: row.other,
    balance: Number(row.balance),
    balance_updated_time: Number(row.balance_updated_time),
    models: row.models,
    group: row.group,
    used_quota: Number(row.used_quota),
    model_mapping: row.model_mapping ?? '',
    status_code_mapping: row.status_code_mapping ?? '',
    priority: Number(row.priority),
    auto_ban: row.auto_ban,
    other_info: row.other_info,
    tag: row.tag,
    setting: row.setting ?? '',
    param_override: row.param_override ?? '',
    price: Number(row.price),
    max_input_tokens: Number(row.max_input_tokens),
    expired_time: Number(row.expired_time),
    error_status: row.error_status,
    last_error_at: Number(row.last_error_at),
    last_notified_at: Number(row.last_notified_at),
    error_details: row.error_details,
  };
}
