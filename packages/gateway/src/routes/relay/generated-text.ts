import { CHARACTERS_PER_TOKEN } from './relay-request.ts';

type Choice = {
  text?: unknown;
  message?: { content?: unknown; reasoning_content?: unknown };
  delta?: { content?: unknown; reasoning_content?: unknown; tool_calls?: Array<{ function?: { name?: unknown; arguments?: unknown } }> };
};

function length(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * Characters of generated text in an OpenAI chat/completions answer or chunk (content, reasoning,
 * tool-call names and arguments): the basis of the estimate when the upstream reports no usage.
 */
export function generatedCharacters(payload: unknown): number {
  const choices = (payload as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return 0;
  let total = 0;
  for (const choice of choices as Choice[]) {
    total += length(choice.text) + length(choice.message?.content) + length(choice.message?.reasoning_content);
    total += length(choice.delta?.content) + length(choice.delta?.reasoning_content);
    for (const call of choice.delta?.tool_calls ?? []) total += length(call.function?.name) + length(call.function?.arguments);
  }
  return total;
}

/** Tokens for `characters` of text: characters / 4, rounded up (no tokenizer library is installed). */
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}
