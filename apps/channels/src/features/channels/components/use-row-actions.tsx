import { ChannelStatus, formatUsdAmount } from '@gateway/domain';
import { isApiError } from '@gateway/sdk';
import type { ChannelView } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useCopyChannel, useDeleteChannel, usePatchChannel, useUpdateBalance } from '../api/channel-mutations.ts';
import { parseInlinePriority, parseInlineWeight } from '../logic/inline-number.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import type { useConfirm } from './use-confirm.tsx';
import { useTagActions } from './use-tag-actions.tsx';

type Ask = ReturnType<typeof useConfirm>['ask'];

/**
 * The handlers behind a row's controls: status, inline numbers, balance, copy, delete, tag
 * switches. Each says what it did, naming the channel or tag; the latest result per row replaces
 * the one before it, so a row never shows a stale message.
 */
export function useRowActions(ask: Ask) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const patch = usePatchChannel();
  const remove = useDeleteChannel();
  const copy = useCopyChannel();
  const balance = useUpdateBalance();
  const tagActions = useTagActions(ask);
  const rowDone = (channel: ChannelView, message: string) => notify.success(message, { key: channelNoticeKeys.row(channel.id) });
  const rowFailed = (channel: ChannelView, message: string) => notify.error(message, { key: channelNoticeKeys.row(channel.id) });

  const toggleStatus = (channel: ChannelView): void => {
    const enabling = channel.status !== ChannelStatus.Enabled;
    const status = enabling ? ChannelStatus.Enabled : ChannelStatus.ManuallyDisabled;
    patch.mutate(
      { id: channel.id, status },
      { onSuccess: () => rowDone(channel, t(enabling ? 'messages.enabledOne' : 'messages.disabledOne', { name: channel.name })) },
    );
  };

  const commitNumber = (channel: ChannelView, field: 'priority' | 'weight', raw: string): void => {
    const parsed = field === 'priority' ? parseInlinePriority(raw) : parseInlineWeight(raw);
    if (parsed.kind === 'ignore') return;
    if (parsed.kind === 'invalid')
      return rowFailed(channel, t(field === 'priority' ? 'messages.invalidRowPriority' : 'messages.invalidRowWeight', { name: channel.name }));
    const input = field === 'priority' ? { id: channel.id, priority: parsed.value } : { id: channel.id, weight: parsed.value };
    const done = t(field === 'priority' ? 'messages.prioritySet' : 'messages.weightSet', { name: channel.name, value: parsed.value });
    patch.mutate(input, { onSuccess: () => rowDone(channel, done) });
  };

  const updateBalance = (channel: ChannelView): void => {
    balance.mutate(channel.id, {
      onSuccess: (result) =>
        rowDone(channel, t('messages.balanceUpdated', { name: channel.name, balance: formatUsdAmount(result.balance, { language: i18n.language }) })),
    });
  };

  const copyChannel = (channel: ChannelView): void => {
    copy.mutate(channel.id, {
      onSuccess: (created) => rowDone(channel, t('messages.copied', { name: channel.name, id: created.id })),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) rowFailed(channel, t('messages.copyNotFound'));
        else rowFailed(channel, t('messages.copyFailed', { reason: error instanceof Error ? error.message : String(error) }));
      },
    });
  };

  const deleteChannel = (channel: ChannelView): void =>
    ask(t('confirm.deleteOne', { name: channel.name }), () => remove.mutateAsync(channel.id).then(() => rowDone(channel, t('messages.deletedOne'))), true);

  return {
    toggleStatus,
    commitNumber,
    updateBalance,
    copyChannel,
    deleteChannel,
    ...tagActions,
    balancePending: balance.isPending ? balance.variables : undefined,
  };
}

export type RowActions = ReturnType<typeof useRowActions>;
