import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import type { FinishReason, StreamPart } from '../spec/stream-part.ts';
import { convertOpenAIUsage } from './convert-openai-usage.ts';

const finishReasons: ReadonlySet<string> = new Set(['stop', 'length', 'tool_calls', 'content_filter', 'function_call']);

/**
 * Decodes one OpenAI-format chunk (first choice) into stream parts: `content` → text-delta, DeepSeek-style
 * `reasoning_content` (or OpenRouter's `reasoning`) → reasoning-delta, tool call fragments, finish, usage.
 * Used where an OpenAI stream must be re-encoded into another format (Anthropic /v1/messages, think tags).
 */
export function convertOpenAIChunkToParts(chunk: OpenAIChatChunk): StreamPart[] {
  const parts: StreamPart[] = [];
  const choice = chunk.choices?.[0];
  if (choice !== undefined) {
    const delta = choice.delta ?? {};
    const reasoning = delta.reasoning_content ?? (delta as { reasoning?: string }).reasoning;
    if (typeof reasoning === 'string' && reasoning !== '') parts.push({ type: 'reasoning-delta', text: reasoning });
    if (typeof delta.content === 'string' && delta.content !== '') parts.push({ type: 'text-delta', text: delta.content });
    for (const call of delta.tool_calls ?? []) {
      const part: StreamPart & { type: 'tool-call-delta' } = { type: 'tool-call-delta', index: call.index, argumentsDelta: call.function?.arguments ?? '' };
      if (call.id !== undefined) part.id = call.id;
      if (call.function?.name !== undefined) part.name = call.function.name;
      parts.push(part);
    }
    if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') {
      parts.push({ type: 'finish', reason: (finishReasons.has(choice.finish_reason) ? choice.finish_reason : 'stop') as FinishReason });
    }
  }
  const usage = convertOpenAIUsage(chunk.usage);
  if (usage !== null) parts.push({ type: 'usage-final', usage });
  return parts;
}
