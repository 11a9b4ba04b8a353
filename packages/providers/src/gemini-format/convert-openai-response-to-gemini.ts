import type { GeminiPart, GeminiResponse } from '../gemini/gemini-api-types.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatResponse, OpenAIToolCall } from '../spec/openai-types.ts';
import { convertUsageToGemini, mapFinishReasonToGemini } from './convert-usage-to-gemini.ts';

/** A tool call's JSON arguments as Gemini `args` (an object); text that is not JSON is kept under `arguments`. */
export function parseFunctionArgs(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    return { arguments: text };
  }
}

export function functionCallPart(call: Pick<OpenAIToolCall, 'id'> & { function: { name: string; arguments: string } }): GeminiPart {
  return { functionCall: { id: call.id, name: call.function.name, args: parseFunctionArgs(call.function.arguments) } };
}

/** OpenAI chat.completion → Gemini generateContent answer (reasoning → thought part, tool_calls → functionCall parts). */
export function convertOpenAIResponseToGemini(response: OpenAIChatResponse, usage: NormalizedUsage | null): GeminiResponse {
  const choice = response.choices?.[0];
  const message = choice?.message;
  const parts: GeminiPart[] = [];
  if (typeof message?.reasoning_content === 'string' && message.reasoning_content !== '') parts.push({ text: message.reasoning_content, thought: true });
  if (typeof message?.content === 'string' && message.content !== '') parts.push({ text: message.content });
  for (const call of message?.tool_calls ?? []) parts.push(functionCallPart(call));
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: mapFinishReasonToGemini(choice?.finish_reason), index: 0 }],
    usageMetadata: convertUsageToGemini(usage),
    modelVersion: response.model,
    responseId: response.id,
  };
}
