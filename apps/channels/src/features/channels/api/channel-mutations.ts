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
  handleApiError,
  testAllChannels,
  testChannel,
  updateAllBalances,
  updateBalance,
  updateChannel,
} from '@gateway/sdk';
import { channelKeys } from '@gateway/sdk/queries';

/**
 * One mutation over an sdk channel call: failures go through the one error handler and every
 * success refreshes all channel queries (lists, searches, details), since any write can move rows.
 */
function useChannelMutation<Input, Output>(call: (input: Input) => Promise<Output>, reportErrors = true) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onError: reportErrors ? (error: unknown) => void handleApiError(error) : undefined,
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
export const useTestAll = () => useChannelMutation(testAllChannels);
export const useUpdateBalance = () => useChannelMutation(updateBalance);
export const useUpdateAllBalances = () => useChannelMutation(updateAllBalances);
/** Copy reports its own 'channel copy failed: {reason}' message (CH-032). */
export const useCopyChannel = () => useChannelMutation(copyChannel, false);
