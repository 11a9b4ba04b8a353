import type { AnthropicContentBlock, AnthropicResponse } from '../anthropic/anthropic-api-types.ts';
import { mapFinishReasonToAnthropic } from '../anthropic/map-anthropic-finish-reason.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatResponse } from '../spec/openai-types.ts';
import { convertUsageToAnthropic } from './convert-usage-to-anthropic.ts';

function parseInput(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    return { arguments: text };
  }
}

/** OpenAI chat.completion → Anthropic message (reasoning_content → thinking, tool_calls → tool_use). */
export function convertOpenAIResponseToMessages(response: OpenAIChatResponse, usage: NormalizedUsage | null): AnthropicResponse {
  const choice = response.choices?.[0];
  const content: AnthropicContentBlock[] = [];
  const message = choice?.message;
  if (typeof message?.reasoning_content === 'string' && message.reasoning_content !== '')
    content.push({ type: 'thinking', thinking: message.reasoning_content, signature: '' });
  if (typeof message?.content === 'string' && message.content !== '') content.push({ type: 'text', text: message.content });
  for (const call of message?.tool_calls ?? []) {
    content.push({ type: 'tool_use', id: call.id, name: call.function.name, input: parseInput(call.function.arguments) });
  }
  return {
    id: response.id,
    type: 'message',
    role: 'assistant',
    model: response.model,
    content,
    stop_reason: mapFinishReasonToAnthropic(choice?.finish_reason),
    stop_sequence: null,
    usage: convertUsageToAnthropic(usage),
  };
}
