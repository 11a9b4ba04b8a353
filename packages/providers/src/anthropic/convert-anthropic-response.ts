import type { OpenAIChatResponse, OpenAIToolCall } from '../spec/openai-types.ts';
import { toOpenAIUsage } from '../shared/usage.ts';
import type { AnthropicResponse } from './anthropic-api-types.ts';
import { convertAnthropicUsage } from './convert-anthropic-usage.ts';
import { mapAnthropicFinishReason } from './map-anthropic-finish-reason.ts';

/** Anthropic message → OpenAI chat.completion: text joins into content, thinking into reasoning_content, tool_use into tool_calls. */
export function convertAnthropicResponse(response: AnthropicResponse, created: number): OpenAIChatResponse {
  let text = '';
  let reasoning = '';
  const toolCalls: OpenAIToolCall[] = [];
  for (const block of response.content ?? []) {
    if (block.type === 'text') text += block.text;
    else if (block.type === 'thinking') reasoning += block.thinking;
    else if (block.type === 'tool_use')
      toolCalls.push({ id: block.id, type: 'function', function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } });
  }
  const message: OpenAIChatResponse['choices'][number]['message'] = { role: 'assistant', content: text === '' && toolCalls.length > 0 ? null : text };
  if (reasoning !== '') message.reasoning_content = reasoning;
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  const converted: OpenAIChatResponse = {
    id: response.id,
    object: 'chat.completion',
    created,
    model: response.model,
    choices: [{ index: 0, message, finish_reason: mapAnthropicFinishReason(response.stop_reason) }],
  };
  const usage = convertAnthropicUsage(response.usage);
  if (usage !== null) converted.usage = toOpenAIUsage(usage);
  return converted;
}
