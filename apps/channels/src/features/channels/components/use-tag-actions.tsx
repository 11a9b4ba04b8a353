import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useEditTag, useSetTagEnabled } from '../api/channel-mutations.ts';
import { parseTagNumber } from '../logic/inline-number.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import type { useConfirm } from './use-confirm.tsx';

type Ask = ReturnType<typeof useConfirm>['ask'];

/** A tag row's controls: its priority and weight (asked first) and enable/disable all; each names the tag it changed. */
export function useTagActions(ask: Ask) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const editTag = useEditTag();
  const tagEnabled = useSetTagEnabled();
  const tagDone = (tag: string, message: string) => notify.success(message, { key: channelNoticeKeys.tag(tag) });

  const commitTagNumber = (tag: string, field: 'priority' | 'weight', raw: string): void => {
    const parsed = parseTagNumber(field, raw);
    if (parsed.kind === 'ignore') return;
    if (parsed.kind === 'invalid') {
      notify.error(t(field === 'priority' ? 'messages.invalidPriority' : 'messages.invalidTagWeight'), { key: channelNoticeKeys.tag(tag) });
      return;
    }
    const input = field === 'priority' ? { tag, priority: parsed.value } : { tag, weight: parsed.value };
    const done = t(field === 'priority' ? 'messages.tagPrioritySet' : 'messages.tagWeightSet', { tag, value: parsed.value });
    ask(t(field === 'priority' ? 'confirm.tagPriority' : 'confirm.tagWeight', { tag, value: parsed.value }), () =>
      editTag.mutateAsync(input).then(() => tagDone(tag, done)),
    );
  };

  const setTagEnabled = (tag: string, enabled: boolean): void => {
    tagEnabled.mutate({ tag, enabled }, { onSuccess: () => tagDone(tag, t(enabled ? 'messages.tagEnabled' : 'messages.tagDisabled', { tag })) });
  };

  return { commitTagNumber, setTagEnabled };
}
