import { useCallback } from 'react';
import type { PricingAnswer } from '@gateway/domain';
import type { UserGroupInfo } from '@gateway/sdk';
import { answerCost } from '../conversation/answer-cost.ts';
import type { ChatMessage } from '../conversation/chat-message.ts';

/**
 * The cost of each priced answer: its usage × its model's pricing entry × its group's ratio (the
 * group's ratio from the user's groups, else the pricing answer's); undefined when any is unknown.
 */
export function useAnswerCost(pricing: PricingAnswer | undefined, groups: Readonly<Record<string, UserGroupInfo>> | undefined, quotaPerUnit: number) {
  return useCallback(
    (message: ChatMessage): number | undefined => {
      if (message.usage === undefined || message.model === undefined || pricing === undefined) return undefined;
      const entry = pricing.data.find((candidate) => candidate.model_name === message.model);
      const group = message.group ?? '';
      const ratio =
        groups !== undefined && Object.hasOwn(groups, group)
          ? groups[group]!.ratio
          : Object.hasOwn(pricing.group_ratio, group)
            ? pricing.group_ratio[group]
            : undefined;
      if (entry === undefined || entry.unset === true || ratio === undefined) return undefined;
      return answerCost(message.usage, entry, ratio, quotaPerUnit);
    },
    [pricing, groups, quotaPerUnit],
  );
}
