import type { OpenAIChatResponse, OpenAIToolCall } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import { toOpenAIUsage } from '../shared/usage.ts';
import type { GeminiCandidate, GeminiResponse } from './gemini-api-types.ts';
import { convertGeminiUsage } from './convert-gemini-usage.ts';
import { mapGeminiFinishReason } from './map-gemini-finish-reason.ts';

/** Gemini function calls carry no id before 2.5; OpenAI clients need one to answer with a tool message. */
export function geminiCallId(id: string | undefined, candidateIndex: number, callIndex: number): string {
  return id ?? `call_${candidateIndex}_${callIndex}`;
}

function convertCandidate(candidate: GeminiCandidate, position: number): OpenAIChatResponse['choices'][number] {
  let text = '';
  let reasoning = '';
  const toolCalls: OpenAIToolCall[] = [];
  for (const part of candidate.content?.parts ?? []) {
    if ('text' in part) {
      if (part.thought === true) reasoning += part.text;
      else text += part.text;
    } else if ('functionCall' in part) {
      const call = part.functionCall;
      toolCalls.push({
        id: geminiCallId(call.id, position, toolCalls.length),
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) },
      });
    }
  }
  const message: OpenAIChatResponse['choices'][number]['message'] = { role: 'assistant', content: text === '' && toolCalls.length > 0 ? null : text };
  if (reasoning !== '') message.reasoning_content = reasoning;
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  return { index: candidate.index ?? position, message, finish_reason: mapGeminiFinishReason(candidate.finishReason, toolCalls.length > 0) };
}

/** Gemini generateContent answer → OpenAI chat.completion (thought parts become reasoning_content). */
export function convertGeminiResponse(response: GeminiResponse, context: ProviderContext, created: number): OpenAIChatResponse {
  const converted: OpenAIChatResponse = {
    id: response.responseId === undefined ? `chatcmpl-${created}` : `chatcmpl-${response.responseId}`,
    object: 'chat.completion',
    created,
    model: response.modelVersion ?? context.model,
    choices: (response.candidates ?? []).map(convertCandidate),
  };
  const usage = convertGeminiUsage(response.usageMetadata);
  if (usage !== null) converted.usage = toOpenAIUsage(usage);
  return converted;
}
