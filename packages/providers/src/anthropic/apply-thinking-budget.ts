import { fallbackMaxTokens } from './anthropic-config.ts';

/** The fields of a Messages request body that extended thinking constrains. */
export interface ThinkingTarget {
  max_tokens: number;
  thinking?: unknown;
  temperature?: unknown;
  top_k?: unknown;
  top_p?: unknown;
}

/** Anthropic's smallest accepted `budget_tokens`. */
export const minimumThinkingBudget = 1024;

/**
 * Turns on extended thinking with `budget` tokens (claude.thinking_adapter_*; the relay computes it).
 * Extended thinking rejects custom temperature and top_k/top_p, and max_tokens must exceed the budget
 * (https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking). No budget: nothing changes.
 */
export function applyThinkingBudget(body: ThinkingTarget, budget: number | undefined): void {
  if (budget === undefined || budget <= 0) return;
  const budgetTokens = Math.max(minimumThinkingBudget, Math.trunc(budget));
  body.thinking = { type: 'enabled', budget_tokens: budgetTokens };
  delete body.temperature;
  delete body.top_k;
  delete body.top_p;
  if (body.max_tokens <= budgetTokens) body.max_tokens = budgetTokens + fallbackMaxTokens;
}
