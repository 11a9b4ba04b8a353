import type { z } from 'zod';
import type {
  ChannelCreateMode,
  ChannelRow,
  CreateChannelBody,
  Page,
  batchTagInput,
  channelCreateFields,
  channelIdsInput,
  channelSearchQuery,
  editTagInput,
  fetchModelsInput,
  tagInput,
  updateChannelInput,
} from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';
import type { RouteData } from './route-data.ts';

/** A channel as the server sends it: never with its key, which stays on the server. */
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

/** keyword: id, name or exact key; group: one group name; model: part of a model name. */
export type ChannelSearchParams = ChannelListParams & z.input<typeof channelSearchQuery>;

/** The editable fields of a channel as POST /api/channel/ takes them. `key` holds one key per line in batch mode. */
export type ChannelFields = z.input<typeof channelCreateFields>;

export type { ChannelCreateMode };

/** POST /api/channel/ body as the console sends it: `{mode, channel}`. */
export type CreateChannelInput = Extract<CreateChannelBody, { channel: unknown }>;

/** PUT /api/channel/ body: a full edit or any subset of the fields with the id; a blank key keeps the stored key. */
export type UpdateChannelInput = z.input<typeof updateChannelInput>;

/** The partial edits of the list's inline controls: one field with the id. */
export type ChannelPatch =
  | Required<Pick<UpdateChannelInput, 'id' | 'status'>>
  | Required<Pick<UpdateChannelInput, 'id' | 'priority'>>
  | Required<Pick<UpdateChannelInput, 'id' | 'weight'>>;

/** PUT /api/channel/tag: every field but `tag` is an override; blank or absent means unchanged, new_tag '' dissolves the tag. */
export type EditTagInput = z.input<typeof editTagInput>;

export type ChannelModel = RouteData<'/channel/models', '$get'>[number];

export type FetchModelsInput = z.input<typeof fetchModelsInput>;

export type ChannelTestResult = RouteData<'/channel/test/:id{[0-9]+}', '$get'>;

export type ChannelTestProgress = RouteData<'/channel/test/progress', '$get'>;

export type ChannelBalance = RouteData<'/channel/update_balance/:id{[0-9]+}', '$get'>;

type ChannelIds = z.input<typeof channelIdsInput>['ids'];

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
export function updateChannel(input: UpdateChannelInput): Promise<ChannelView> {
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
export function batchDeleteChannels(ids: ChannelIds): Promise<number> {
  const body: z.input<typeof channelIdsInput> = { ids };
  return apiRequest<number>('POST', '/api/channel/batch', { body });
}

/** POST /api/channel/batch/tag (admin): sets (or with '' clears) the tag of the ids; answers the count. */
export function batchTagChannels(ids: ChannelIds, tag: string): Promise<number> {
  const body: z.input<typeof batchTagInput> = { ids, tag };
  return apiRequest<number>('POST', '/api/channel/batch/tag', { body });
}

/** PUT /api/channel/tag (admin): applies the overrides to every channel of the tag; answers the count. */
export function editTag(input: EditTagInput): Promise<number> {
  return apiRequest<number>('PUT', '/api/channel/tag', { body: input });
}

/** POST /api/channel/tag/enabled (admin). */
export async function enableTag(tag: string): Promise<void> {
  const body: z.input<typeof tagInput> = { tag };
  await apiRequest<unknown>('POST', '/api/channel/tag/enabled', { body });
}

/** POST /api/channel/tag/disabled (admin). */
export async function disableTag(tag: string): Promise<void> {
  const body: z.input<typeof tagInput> = { tag };
  await apiRequest<unknown>('POST', '/api/channel/tag/disabled', { body });
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
export function copyChannel(id: number): Promise<RouteData<'/channel/copy/:id{[0-9]+}', '$post'>> {
  return apiRequest<RouteData<'/channel/copy/:id{[0-9]+}', '$post'>>('POST', `/api/channel/copy/${encodeURIComponent(String(id))}`);
}
