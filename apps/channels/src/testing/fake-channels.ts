import type { ChannelView } from '@gateway/sdk';

/** A stored channel as GET /api/channel/ lists it, with overrides. */
export function fakeChannel(overrides: Partial<ChannelView> = {}): ChannelView {
  return {
    id: 1,
    type: 1,
    openai_organization: null,
    test_model: null,
    status: 1,
    name: 'openai-main',
    weight: 0,
    created_time: 1_700_000_000,
    test_time: 0,
    response_time: 0,
    base_url: '',
    other: '',
    balance: 0,
    balance_updated_time: 0,
    models: 'gpt-4o,gpt-4o-mini',
    group: 'default',
    used_quota: 0,
    model_mapping: '',
    status_code_mapping: '',
    priority: 0,
    auto_ban: 1,
    other_info: '',
    tag: null,
    setting: '',
    param_override: '',
    price: 0,
    max_input_tokens: 0,
    expired_time: 0,
    error_status: 0,
    last_error_at: 0,
    last_notified_at: 0,
    error_details: '',
    ...overrides,
  };
}

/** One page answer of the list endpoints. */
export function pageOf(items: ChannelView[]) {
  return { items, page: 0, page_size: 10, total: items.length };
}
