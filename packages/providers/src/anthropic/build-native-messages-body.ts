import type { ProviderContext } from '../spec/provider-context.ts';
import { fallbackMaxTokens } from './anthropic-config.ts';
import { applyThinkingBudget, type ThinkingTarget } from './apply-thinking-budget.ts';

/**
 * The client's Messages body for the upstream: the mapped model, the stream flag, max_tokens from
 * claude.default_max_tokens when the client sent none (Anthropic requires it), and extended thinking when
 * the relay resolved a budget (a `-thinking` model) and the client did not configure thinking itself.
 */
export function buildNativeMessagesBody(input: Record<string, unknown>, context: ProviderContext): Record<string, unknown> {
  const body: Record<string, unknown> = { ...input, model: context.model };
  if (context.stream) body.stream = true;
  else delete body.stream;
  if (typeof body.max_tokens !== 'number') body.max_tokens = context.anthropic?.defaultMaxTokens ?? fallbackMaxTokens;
  if (body.thinking === undefined || body.thinking === null) applyThinkingBudget(body as unknown as ThinkingTarget, context.anthropic?.thinkingBudget);
  return body;
}
