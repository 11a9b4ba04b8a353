import { CHARACTERS_PER_TOKEN } from './relay-request.ts';

type ToolCalls = Array<{ function?: { name?: unknown; arguments?: unknown } }> | undefined;

type Choice = {
  text?: unknown;
  message?: { content?: unknown; reasoning_content?: unknown; tool_calls?: ToolCalls };
  delta?: { content?: unknown; reasoning_content?: unknown; tool_calls?: ToolCalls };
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toolText(calls: ToolCalls): string {
  let result = '';
  for (const call of calls ?? []) result += text(call.function?.name) + text(call.function?.arguments);
  return result;
}

type GeminiCandidates = Array<{ content?: { parts?: Array<{ text?: unknown; functionCall?: { name?: unknown; args?: unknown } }> } }>;

/** Text and function calls of a Gemini answer or stream chunk (`candidates[].content.parts`). */
function geminiText(candidates: GeminiCandidates): string {
  let result = '';
  for (const part of candidates.flatMap((candidate) => candidate.content?.parts ?? [])) {
    result += text(part.text) + (part.functionCall === undefined ? '' : text(part.functionCall.name) + JSON.stringify(part.functionCall.args ?? {}));
  }
  return result;
}

/**
 * Generated text in an OpenAI chat/completions answer or chunk (content, reasoning, tool-call names
 * and arguments), a Gemini one, or a Responses API delta event: what the tokenizer counts as completion when
 * the upstream reports no usage.
 */
export function generatedText(payload: unknown): string {
  // A Responses API event (converted from chat, ADR 0038): its text, summary or arguments delta.
  const event = payload as { type?: unknown; delta?: unknown } | null;
  if (typeof event?.type === 'string' && event.type.startsWith('response.')) return event.type.endsWith('.delta') ? text(event.delta) : '';
  const choices = (payload as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) {
    const candidates = (payload as { candidates?: unknown } | null)?.candidates;
    return Array.isArray(candidates) ? geminiText(candidates as GeminiCandidates) : '';
  }
  let result = '';
  for (const choice of choices as Choice[]) {
    result += text(choice.text) + text(choice.message?.content) + text(choice.message?.reasoning_content) + toolText(choice.message?.tool_calls);
    result += text(choice.delta?.content) + text(choice.delta?.reasoning_content) + toolText(choice.delta?.tool_calls);
  }
  return result;
}

/** Characters of generated text (see generatedText). */
export function generatedCharacters(payload: unknown): number {
  return generatedText(payload).length;
}

/**
 * A cheap token bound from a character count (characters / 4, rounded up): for reservations and
 * media inputs only. Usage billed without upstream usage is counted by services/token-count.
 */
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}
