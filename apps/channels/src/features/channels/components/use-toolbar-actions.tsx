import { useEffect, useState } from 'react';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useTestProgress } from '../api/channel-list-queries.ts';
import {
  useBatchDelete,
  useBatchTag,
  useDeleteDisabled,
  useFixAbilities,
  useRefreshChannels,
  useTestAll,
  useUpdateAllBalances,
} from '../api/channel-mutations.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import type { useConfirm } from './use-confirm.tsx';

type Ask = ReturnType<typeof useConfirm>['ask'];

/** The toolbar's operations (CH-019..CH-022, CH-029, CH-030) and the test-all progress. */
export function useToolbarActions(ask: Ask, selectedIds: readonly number[], clearSelection: () => void) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const testAll = useTestAll();
  const refreshChannels = useRefreshChannels();
  const balances = useUpdateAllBalances();
  const deleteDisabled = useDeleteDisabled();
  const fix = useFixAbilities();
  const batchDelete = useBatchDelete();
  const batchTag = useBatchTag();
  const keyOf = channelNoticeKeys.toolbar;
  const [watchingTest, setWatchingTest] = useState(false);
  const [tagDialogOpen, setTagDialogOpen] = useState(false);
  const progress = useTestProgress(watchingTest);
  const finished = watchingTest && progress.data?.running === false;
  useEffect(() => {
    if (!finished) return;
    setWatchingTest(false);
    refreshChannels();
    notify.success(t('messages.testFinished'), { key: channelNoticeKeys.toolbar('test-all') });
  }, [finished, notify, t, refreshChannels]);
  const testRunning = testAll.isPending || (watchingTest && progress.data?.running !== false);

  return {
    testRunning,
    progress: progress.data,
    balancesPending: balances.isPending,
    tagDialogOpen,
    batchTagPending: batchTag.isPending,
    testAll: () =>
      testAll.mutate(undefined, {
        onSuccess: () => {
          notify.info(t('messages.testStarted'), { key: keyOf('test-all') });
          setWatchingTest(true);
        },
      }),
    updateAllBalances: () => balances.mutate(undefined, { onSuccess: () => notify.success(t('messages.balancesStarted'), { key: keyOf('balances') }) }),
    deleteDisabled: () =>
      ask(
        t('confirm.deleteDisabled'),
        () => deleteDisabled.mutateAsync().then((count) => notify.success(t('messages.deleted', { count }), { key: keyOf('delete-disabled') })),
        true,
      ),
    fix: () => fix.mutate(undefined, { onSuccess: (count) => notify.success(t('messages.fixed', { count }), { key: keyOf('fix') }) }),
    batchDelete: () => {
      if (selectedIds.length === 0) {
        notify.error(t('messages.selectToDelete'), { key: keyOf('batch-delete') });
        return;
      }
      ask(
        t('confirm.batchDelete', { count: selectedIds.length }),
        () =>
          batchDelete.mutateAsync([...selectedIds]).then((count) => {
            clearSelection();
            notify.success(t('messages.deleted', { count }), { key: keyOf('batch-delete') });
          }),
        true,
      );
    },
    openBatchTag: () => {
      if (selectedIds.length === 0) notify.error(t('messages.selectToTag'), { key: keyOf('batch-tag') });
      else setTagDialogOpen(true);
    },
    closeBatchTag: () => setTagDialogOpen(false),
    submitBatchTag: (tag: string) =>
      batchTag.mutate(
        { ids: [...selectedIds], tag },
        {
          onSuccess: (count) => {
            setTagDialogOpen(false);
            clearSelection();
            notify.success(t('messages.tagged', { count }), { key: keyOf('batch-tag') });
          },
        },
      ),
  };
}

export type ToolbarActions = ReturnType<typeof useToolbarActions>;
