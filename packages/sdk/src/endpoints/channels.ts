import type { ChannelRow, Page } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';

/** A channel as the server sends it: never with its key (DESIGN §6). */
export type ChannelView = Omit<ChannelRow, 'key'>;

export type ChannelListParams = {
  /** 0-based page index (COM-019); sent as the server's 1-based `p` (toRequestedPage). */
  p: number;
  page_size: number;
  /** true: newest id first; false: highest priority first. */
  id_sort?: boolean;
  /** true: page over distinct tags, each page carrying every channel of its tags. */
  tag_mode?: boolean;
};

export type ChannelSearchParams = ChannelListParams & {
  keyword?: string;
  /** One group name; channels whose group list contains it. */
  group?: string;
  /** Part of a model name. */
  model?: string;
};

/** The editable fields of a channel (spec 001 §3). `key` holds one key per line in batch mode. */
export type ChannelFields = {
  name: string;
  type: number;
  key: string;
  base_url?: string;
  other?: string;
  /** Comma-separated model names. */
  models: string;
  /** Comma-separated group names. */
  group?: string;
  model_mapping?: string;
  status_code_mapping?: string;
  openai_organization?: string;
  test_model?: string;
  auto_ban?: number;
  priority?: number;
  weight?: number;
  tag?: string | null;
  setting?: string;
  param_override?: string;
  status?: number;
  /** ≥ 0, step 0.0001. */
  price?: number;
  /** 0 means no limit. */
  max_input_tokens?: number;
};

/** single: the key text is one channel; batch: one channel per non-empty key line. */
export type ChannelCreateMode = 'single' | 'batch';

export type CreateChannelInput = { mode?: ChannelCreateMode; channel: ChannelFields };

/** Full edit: a blank key keeps the stored key. */
export type UpdateChannelInput = Partial<ChannelFields> & { id: number };

/** The partial edits of the list's inline controls. */
export type ChannelPatch = { id: number; status: number } | { id: number; priority: number } | { id: number; weight: number };

/** PUT /api/channel/tag: every field but `tag` is an override; blank or absent means unchanged. */
export type EditTagInput = {
  tag: string;
  /** '' dissolves the tag; absent keeps it. */
  new_tag?: string | null;
  priority?: number | null;
  weight?: number | null;
  model_mapping?: string | null;
  models?: string | null;
  groups?: string | null;
};

export type ChannelModel = { id: string; object: 'model'; owned_by: string };

export type FetchModelsInput = { base_url: string; type: number; key: string };

export type ChannelTestResult = { /** Seconds. */ time: number };

export type ChannelTestProgress = { running: boolean; done: number; total: number };

export type ChannelBalance = { balance: number };

function channelPath(id: number, suffix = ''): string {
  return `/api/channel/${encodeURIComponent(String(id))}${suffix}`;
}

function listQuery(params: ChannelListParams) {
  return { p: toRequestedPage(params.p), page_size: params.page_size, id_sort: params.id_sort ?? undefined, tag_mode: params.tag_mode ?? undefined };
}

/** GET /api/channel/ (admin, API-CH-001): one page, by priority or id, or by tag. */
export function listChannels(params: ChannelListParams, signal?: AbortSignal): Promise<Page<ChannelView>> {
  return apiRequest<Page<ChannelView>>('GET', '/api/channel/', { query: listQuery(params), signal });
}

/** GET /api/channel/search (admin): keyword (id, name, exact key), group and model filters. */
export function searchChannels(params: ChannelSearchParams, signal?: AbortSignal): Promise<Page<ChannelView>> {
  return apiRequest<Page<ChannelView>>('GET', '/api/channel/search', {
    query: { ...listQuery(params), keyword: params.keyword || undefined, group: params.group || undefined, model: params.model || undefined },
    signal,
  });
}

/** GET /api/channel/:id (admin), without the key. */
export function getChannel(id: number, signal?: AbortSignal): Promise<ChannelView> {
  return apiRequest<ChannelView>('GET', channelPath(id), { signal });
}

/** POST /api/channel/ (admin): creates one channel, or one per key line in batch mode; answers how many. */
export function createChannel(input: CreateChannelInput): Promise<number> {
  return apiRequest<number>('POST', '/api/channel/', { body: input });
}

/** PUT /api/channel/ (admin): full edit or one of the partial edits; answers the updated channel. */
export function updateChannel(input: UpdateChannelInput | ChannelPatch): Promise<ChannelView> {
  return apiRequest<ChannelView>('PUT', '/api/channel/', { body: input });
}

/** DELETE /api/channel/:id (admin), with its abilities. */
export async function deleteChannel(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', channelPath(id));
}

/** DELETE /api/channel/disabled (admin): deletes status 2 and 3 channels; answers the count. */
export function deleteDisabledChannels(): Promise<number> {
  return apiRequest<number>('DELETE', '/api/channel/disabled');
}

/** POST /api/channel/batch (admin): deletes all the ids or none; answers the count. */
export function batchDeleteChannels(ids: number[]): Promise<number> {
  return apiRequest<number>('POST', '/api/channel/batch', { body: { ids } });
}

/** POST /api/channel/batch/tag (admin): sets (or with '' clears) the tag of the ids; answers the count. */
export function batchTagChannels(ids: number[], tag: string): Promise<number> {
  return apiRequest<number>('POST', '/api/channel/batch/tag', { body: { ids, tag } });
}

/** PUT /api/channel/tag (admin): applies the overrides to every channel of the tag; answers the count. */
export function editTag(input: EditTagInput): Promise<number> {
  return apiRequest<number>('PUT', '/api/channel/tag', { body: input });
}

/** POST /api/channel/tag/enabled (admin). */
export async function enableTag(tag: string): Promise<void> {
  await apiRequest<unknown>('POST', '/api/channel/tag/enabled', { body: { tag } });
}

/** POST /api/channel/tag/disabled (admin). */
export async function disableTag(tag: string): Promise<void> {
  await apiRequest<unknown>('POST', '/api/channel/tag/disabled', { body: { tag } });
}

/** POST /api/channel/fix (admin): rebuilds the abilities from the channels; answers how many rows changed. */
export function fixAbilities(): Promise<number> {
  return apiRequest<number>('POST', '/api/channel/fix');
}

/** GET /api/channel/models (admin): the catalogue of known models. */
export function channelModelCatalogue(signal?: AbortSignal): Promise<ChannelModel[]> {
  return apiRequest<ChannelModel[]>('GET', '/api/channel/models', { signal }).then((models) => (Array.isArray(models) ? models : []));
}

/** GET /api/channel/models_enabled (admin): distinct models of enabled channels. */
export function enabledModels(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('GET', '/api/channel/models_enabled', { signal }).then((models) => (Array.isArray(models) ? models : []));
}

/** POST /api/channel/fetch_models (admin): asks the upstream of a channel not saved yet. */
export function fetchModelsForNew(input: FetchModelsInput): Promise<string[]> {
  return apiRequest<string[]>('POST', '/api/channel/fetch_models', { body: input });
}

/** GET /api/channel/fetch_models/:id (admin): asks the upstream of a saved channel, with its stored key. */
export function fetchModelsForChannel(id: number, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('GET', `/api/channel/fetch_models/${encodeURIComponent(String(id))}`, { signal });
}

/** GET /api/channel/test/:id?model= (admin): one tiny request; answers the time in seconds. */
export function testChannel(id: number, model?: string): Promise<ChannelTestResult> {
  return apiRequest<ChannelTestResult>('GET', `/api/channel/test/${encodeURIComponent(String(id))}`, {
    query: { model: model || undefined },
  });
}

/** GET /api/channel/test (admin): starts testing every enabled channel in the background. */
export async function testAllChannels(): Promise<void> {
  await apiRequest<unknown>('GET', '/api/channel/test');
}

/** GET /api/channel/test/progress (admin): how far the background test run is. */
export function testAllProgress(signal?: AbortSignal): Promise<ChannelTestProgress> {
  return apiRequest<ChannelTestProgress>('GET', '/api/channel/test/progress', { signal });
}

/** GET /api/channel/update_balance/:id (admin): queries and stores the upstream balance. */
export function updateBalance(id: number): Promise<ChannelBalance> {
  return apiRequest<ChannelBalance>('GET', `/api/channel/update_balance/${encodeURIComponent(String(id))}`);
}

/** GET /api/channel/update_balance (admin): updates the balance of every channel that exposes one. */
export async function updateAllBalances(): Promise<void> {
  await apiRequest<unknown>('GET', '/api/channel/update_balance');
}

/** POST /api/channel/copy/:id (admin): duplicates a channel server-side, key included; answers the new id. */
export function copyChannel(id: number): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('POST', `/api/channel/copy/${encodeURIComponent(String(id))}`);
}
