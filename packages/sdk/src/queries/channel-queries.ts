import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { channelModelCatalogue, enabledModels, getChannel, listChannels, searchChannels, testAllProgress } from '../endpoints/channels.ts';
import type { ChannelListParams, ChannelSearchParams } from '../endpoints/channels.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Keys under the `channels` root, grouped by what a write changes: `rows` (every list page and
 * search), `detail` per channel, `models` (the catalogue and the enabled-model suggestions) and the
 * test-all progress. A row action invalidates `rows` (and its `detail`), never the model lists.
 */
export const channelKeys = {
  all: queryKeys.channels,
  rows: [...queryKeys.channels, 'rows'] as const,
  list: (params: ChannelListParams) => [...queryKeys.channels, 'rows', 'list', params] as const,
  search: (params: ChannelSearchParams) => [...queryKeys.channels, 'rows', 'search', params] as const,
  details: [...queryKeys.channels, 'detail'] as const,
  detail: (id: number) => [...queryKeys.channels, 'detail', id] as const,
  models: [...queryKeys.channels, 'models'] as const,
  catalogue: [...queryKeys.channels, 'models', 'catalogue'] as const,
  enabledModels: [...queryKeys.channels, 'models', 'enabled'] as const,
  testProgress: [...queryKeys.channels, 'test-progress'] as const,
} as const;

/** One page of channels; keeps the previous page on screen while the next loads. */
export function channelsQuery(params: ChannelListParams) {
  return queryOptions({
    queryKey: channelKeys.list(params),
    queryFn: ({ signal }) => listChannels(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function channelSearchQuery(params: ChannelSearchParams) {
  return queryOptions({
    queryKey: channelKeys.search(params),
    queryFn: ({ signal }) => searchChannels(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function channelQuery(id: number) {
  return queryOptions({ queryKey: channelKeys.detail(id), queryFn: ({ signal }) => getChannel(id, signal) });
}

/** The model catalogue rarely changes while a page is open. */
export function channelModelCatalogueQuery() {
  return queryOptions({ queryKey: channelKeys.catalogue, queryFn: ({ signal }) => channelModelCatalogue(signal), staleTime: 5 * 60_000 });
}

export function enabledModelsQuery() {
  return queryOptions({ queryKey: channelKeys.enabledModels, queryFn: ({ signal }) => enabledModels(signal) });
}

export function channelTestProgressQuery() {
  return queryOptions({ queryKey: channelKeys.testProgress, queryFn: ({ signal }) => testAllProgress(signal) });
}
