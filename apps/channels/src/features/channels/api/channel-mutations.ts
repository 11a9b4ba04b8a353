import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * One mutation over an sdk channel call. Failures are shown by the shell's QueryClient (the one
 * error handler); every success refreshes all channel queries (lists, searches, details), since
 * any write can move rows. `silent` mutations show their own message instead.
 */
function useChannelMutation<Input, Output>(call: (input: Input) => Promise<Output>, silent = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: silent ? { silent: true } : undefined,
    onSettled: () => client.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

export const useCreateChannel = () => useChannelMutation(createChannel);
export const useUpdateChannel = () => useChannelMutation(updateChannel);
export const useDeleteChannel = () => useChannelMutation(deleteChannel);
export const useDeleteDisabled = () => useChannelMutation(deleteDisabledChannels);
export const useBatchDelete = () => useChannelMutation(batchDeleteChannels);
export const useBatchTag = () => useChannelMutation(({ ids, tag }: { ids: number[]; tag: string }) => batchTagChannels(ids, tag));
export const useEditTag = () => useChannelMutation(editTag);
export const useSetTagEnabled = () => useChannelMutation(({ tag, enabled }: { tag: string; enabled: boolean }) => (enabled ? enableTag(tag) : disableTag(tag)));
export const useFixAbilities = () => useChannelMutation(fixAbilities);
export const useTestChannel = () => useChannelMutation(({ id, model }: { id: number; model?: string }) => testChannel(id, model));
/** Starting a run forgets the last run's progress, so a finished old run is not read as this one. */
export function useTestAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: testAllChannels, onSuccess: () => client.removeQueries({ queryKey: channelKeys.testProgress }) });
}

/** Reloads every channel list, e.g. once a background test run has written new response times. */
export function useRefreshChannels(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: channelKeys.all });
}
export const useUpdateBalance = () => useChannelMutation(updateBalance);
export const useUpdateAllBalances = () => useChannelMutation(updateAllBalances);
/** Copy reports its own 'channel copy failed: {reason}' message (CH-032). */
export const useCopyChannel = () => useChannelMutation(copyChannel, true);
