import { ChannelStatus } from '@gateway/domain';
import { isApiError } from '@gateway/sdk';
import type { ChannelView } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useCopyChannel, useDeleteChannel, useEditTag, useSetTagEnabled, useUpdateBalance, useUpdateChannel } from '../api/channel-mutations.ts';
import { parseInlinePriority, parseInlineWeight, parseTagNumber } from '../logic/inline-number.ts';
import type { useConfirm } from './use-confirm.tsx';

type Ask = ReturnType<typeof useConfirm>['ask'];

/** The handlers behind a row's controls: status, inline numbers, balance, copy, delete, tag switches. */
export function useRowActions(ask: Ask) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const copy = useCopyChannel();
  const balance = useUpdateBalance();
  const editTag = useEditTag();
  const tagEnabled = useSetTagEnabled();

  const toggleStatus = (channel: ChannelView): void => {
    const status = channel.status === ChannelStatus.Enabled ? ChannelStatus.ManuallyDisabled : ChannelStatus.Enabled;
    update.mutate({ id: channel.id, status }, { onSuccess: () => notify.success(t('messages.updated')) });
  };

  const commitNumber = (channel: ChannelView, field: 'priority' | 'weight', raw: string): void => {
    const parsed = field === 'priority' ? parseInlinePriority(raw) : parseInlineWeight(raw);
    if (parsed.kind === 'ignore') return;
    if (parsed.kind === 'invalid') {
      notify.error(t(field === 'priority' ? 'messages.invalidPriority' : 'messages.invalidWeight'));
      return;
    }
    const patch = field === 'priority' ? { id: channel.id, priority: parsed.value } : { id: channel.id, weight: parsed.value };
    update.mutate(patch, { onSuccess: () => notify.success(t('messages.updated')) });
  };

  const commitTagNumber = (tag: string, field: 'priority' | 'weight', raw: string): void => {
    const parsed = parseTagNumber(field, raw);
    if (parsed.kind === 'ignore') return;
    if (parsed.kind === 'invalid') {
      notify.error(t(field === 'priority' ? 'messages.invalidPriority' : 'messages.invalidTagWeight'));
      return;
    }
    const input = field === 'priority' ? { tag, priority: parsed.value } : { tag, weight: parsed.value };
    ask(t(field === 'priority' ? 'confirm.tagPriority' : 'confirm.tagWeight', { tag, value: parsed.value }), () =>
      editTag.mutateAsync(input).then(() => notify.success(t('messages.updated'))),
    );
  };

  const updateBalance = (channel: ChannelView): void => {
    balance.mutate(channel.id, {
      onSuccess: (result) => notify.success(t('messages.balanceUpdated', { name: channel.name, balance: `$${result.balance.toFixed(2)}` })),
    });
  };

  const copyChannel = (channel: ChannelView): void => {
    copy.mutate(channel.id, {
      onSuccess: () => notify.success(t('messages.copied')),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) notify.error(t('messages.copyNotFound'));
        else notify.error(t('messages.copyFailed', { reason: error instanceof Error ? error.message : String(error) }));
      },
    });
  };

  const deleteChannel = (channel: ChannelView): void =>
    ask(t('confirm.deleteOne', { name: channel.name }), () => remove.mutateAsync(channel.id).then(() => notify.success(t('messages.deletedOne'))), true);

  const setTagEnabled = (tag: string, enabled: boolean): void => {
    tagEnabled.mutate({ tag, enabled }, { onSuccess: () => notify.success(t('messages.updated')) });
  };

  return { toggleStatus, commitNumber, commitTagNumber, updateBalance, copyChannel, deleteChannel, setTagEnabled, balancePending: balance.isPending ? balance.variables : undefined };
}

export type RowActions = ReturnType<typeof useRowActions>;
