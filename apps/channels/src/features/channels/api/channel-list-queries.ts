import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  channelModelCatalogueQuery,
  channelQuery,
  channelSearchQuery,
  channelsQuery,
  channelTestProgressQuery,
  enabledModelsQuery,
  groupsQuery,
} from '@gateway/sdk/queries';
import type { ChannelListState } from '../logic/list-state.ts';

/** The request a list state makes: the plain list, or the search when a filter is set (CH-003, CH-004). */
function pageQuery(state: ChannelListState, idSort: boolean) {
  const base = { p: state.page, page_size: state.pageSize, id_sort: idSort, tag_mode: state.tagMode };
  const searching = state.keyword !== '' || state.model !== '' || state.group !== '';
  return { searching, list: channelsQuery(base), search: channelSearchQuery({ ...base, keyword: state.keyword, model: state.model, group: state.group }) };
}

/** The page of channels the URL asks for. */
export function useChannelPage(state: ChannelListState, idSort: boolean) {
  const { searching, list, search } = pageQuery(state, idSort);
  const listResult = useQuery({ ...list, enabled: !searching });
  const searchResult = useQuery({ ...search, enabled: searching });
  return searching ? searchResult : listResult;
}

/**
 * Search always asks the server again: a Search with the filters already shown would
 * otherwise leave the cached page as it was. A state not cached yet is fetched by its page.
 */
export function useReloadChannelPage(): (state: ChannelListState, idSort: boolean) => void {
  const client = useQueryClient();
  return (state, idSort) => {
    const { searching, list, search } = pageQuery(state, idSort);
    void client.refetchQueries({ queryKey: searching ? search.queryKey : list.queryKey, exact: true });
  };
}

/** Group names for the search form and the editor (CH-040). */
export function useGroups() {
  return useQuery(groupsQuery());
}

/** The model catalogue names (CH-056) for the editor's model picker. */
export function useModelCatalogue() {
  return useQuery({ ...channelModelCatalogueQuery(), select: (models) => models.map((model) => model.id) });
}

/** Edit mode loads the channel (CH-034). */
export function useChannel(id: number | undefined) {
  return useQuery({ ...channelQuery(id ?? 0), enabled: id !== undefined });
}

/** Polls the background test-all run (CH-019) while it is running. */
export function useTestProgress(watching: boolean) {
  return useQuery({
    ...channelTestProgressQuery(),
    enabled: watching,
    refetchInterval: (query) => (query.state.data?.running === false ? false : 1000),
  });
}

/** Models of enabled channels (API-CH-008): suggestions for the search form's model filter. */
export function useEnabledModels() {
  // Silent: the search form says 'failed to get enabled models' itself, so a global error toast would say it twice.
  return useQuery({ ...enabledModelsQuery(), meta: { silent: true } });
}
