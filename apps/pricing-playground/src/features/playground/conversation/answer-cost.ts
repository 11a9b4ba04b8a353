import { computeCost, modelPricingOfEntry, type PricingEntry } from '@gateway/domain';
import type { AnswerUsage } from './chat-message.ts';

/**
 * The quota an answer cost, by `computeCost` — the function the relay bills with — from the usage
 * chunk, the model's GET /api/pricing entry (ratios, per-call price, cache ratio) and the group's ratio.
 */
export function answerCost(usage: AnswerUsage, entry: PricingEntry, groupRatio: number, quotaPerUnit: number): number {
  return computeCost(
    { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens, cachedTokens: usage.cachedTokens },
    modelPricingOfEntry(entry, quotaPerUnit),
    groupRatio,
  );
}
