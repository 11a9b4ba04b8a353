import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  batchDeleteChannels,
  batchTagChannels,
  copyChannel,
  createChannel,
  deleteChannel,
  deleteDisabledChannels,
  disableTag,
  editTag,
  enableTag,
  fixAbilities,
  testAllChannels,
  testChannel,
  updateAllBalances,
  updateBalance,
  updateChannel,
} from '@gateway/sdk';
import { channelKeys } from '@gateway/sdk/queries';
import { channelNoticeKeys } from '../logic/notice-keys.ts';

/** What a write can change besides the rows every write refreshes. */
type Effects<Input> = {
  /** The channel whose cached detail is now out of date. */
  detailOf?: (input: Input) => number | undefined;
  /** Whether the set of enabled channels' models may have changed (status, models, deletes). */
  enabledModels?: boolean;
  /** Names the action in the notification queue, so its failure replaces its last result. */
  notifyKey?: (input: Input) => string;
  /** Shows its own failure message instead of the global handler's. */
  silent?: boolean;
};

/**
 * Refreshes what a write changed and nothing more, so a row action costs no needless requests: the list pages and searches, the
 * one detail, and marks the enabled-model suggestions stale without fetching them again (they are
 * read when the search form is next opened). The model catalogue never changes with a write.
 */
function refreshAfterWrite<Input>(client: QueryClient, effects: Effects<Input>, input: Input): Promise<unknown> {
  const work: Promise<unknown>[] = [client.invalidateQueries({ queryKey: channelKeys.rows })];
  const id = effects.detailOf?.(input);
  if (id !== undefined) work.push(client.invalidateQueries({ queryKey: channelKeys.detail(id) }));
  if (effects.enabledModels === true) work.push(client.invalidateQueries({ queryKey: channelKeys.enabledModels, refetchType: 'none' }));
  return Promise.all(work);
}

/** One mutation over an sdk channel call; failures go to the shell's one error handler unless silent. */
function useChannelMutation<Input, Output>(call: (input: Input) => Promise<Output>, effects: Effects<Input> = {}) {
  const client = useQueryClient();
  const meta: Record<string, unknown> = {};
  if (effects.silent === true) meta['silent'] = true;
  if (effects.notifyKey !== undefined) meta['notifyKey'] = effects.notifyKey;
  return useMutation({
    mutationFn: call,
    meta,
    // Not awaited: the action's own message shows at once, the rows follow when they arrive.
    onSettled: (_data, _error, input) => void refreshAfterWrite(client, effects, input),
  });
}

const byId = (id: number) => id;
const rowKey = (id: number) => channelNoticeKeys.row(id);

export const useCreateChannel = () => useChannelMutation(createChannel, { enabledModels: true, notifyKey: () => channelNoticeKeys.editor });
/** The editor's full save. */
export const useUpdateChannel = () =>
  useChannelMutation(updateChannel, { detailOf: (input) => input.id, enabledModels: true, notifyKey: () => channelNoticeKeys.editor });
/** A row's status, priority or weight. */
export const usePatchChannel = () =>
  useChannelMutation(updateChannel, { detailOf: (input) => input.id, enabledModels: true, notifyKey: (input) => rowKey(input.id) });
export const useDeleteChannel = () => useChannelMutation(deleteChannel, { detailOf: byId, enabledModels: true, notifyKey: rowKey });
export const useDeleteDisabled = () => useChannelMutation(deleteDisabledChannels, { notifyKey: () => channelNoticeKeys.toolbar('delete-disabled') });
export const useBatchDelete = () =>
  useChannelMutation(batchDeleteChannels, { enabledModels: true, notifyKey: () => channelNoticeKeys.toolbar('batch-delete') });
export const useBatchTag = () =>
  useChannelMutation(({ ids, tag }: { ids: number[]; tag: string }) => batchTagChannels(ids, tag), { notifyKey: () => channelNoticeKeys.toolbar('batch-tag') });
export const useEditTag = () => useChannelMutation(editTag, { enabledModels: true, notifyKey: (input) => channelNoticeKeys.tag(input.tag) });
export const useSetTagEnabled = () =>
  useChannelMutation(({ tag, enabled }: { tag: string; enabled: boolean }) => (enabled ? enableTag(tag) : disableTag(tag)), {
    enabledModels: true,
    notifyKey: (input) => channelNoticeKeys.tag(input.tag),
  });
export const useFixAbilities = () => useChannelMutation(fixAbilities, { enabledModels: true, notifyKey: () => channelNoticeKeys.toolbar('fix') });
export const useTestChannel = () =>
  useChannelMutation(({ id, model }: { id: number; model?: string }) => testChannel(id, model), {
    detailOf: (input) => input.id,
    notifyKey: (input) => rowKey(input.id),
  });

/** Starting a run forgets the last run's progress, so a finished old run is not read as this one. */
export function useTestAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testAllChannels,
    meta: { notifyKey: channelNoticeKeys.toolbar('test-all') },
    onSuccess: () => client.removeQueries({ queryKey: channelKeys.testProgress }),
  });
}

/** Reloads the channel rows, e.g. once a background test run has written new response times. */
export function useRefreshChannels(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: channelKeys.rows });
}
export const useUpdateBalance = () => useChannelMutation(updateBalance, { detailOf: byId, notifyKey: rowKey });
export const useUpdateAllBalances = () => useChannelMutation(updateAllBalances, { notifyKey: () => channelNoticeKeys.toolbar('balances') });
/** Copy reports its own 'channel copy failed: {reason}' message (CH-032). */
export const useCopyChannel = () => useChannelMutation(copyChannel, { silent: true, enabledModels: true });
