import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIChatResponse } from '../spec/openai-types.ts';
import { buildResponseObject, statusOfFinish, type ResponseIdentity } from './build-response-object.ts';
import type { ResponsesJson, ResponsesOutputItem } from './responses-api-types.ts';
import { newResponsesId } from './response-ids.ts';

/**
 * A chat.completion → a Response object: reasoning (`reasoning_content`, OpenRouter's `reasoning`,
 * Anthropic thinking through its chat conversion) becomes a reasoning item with one summary_text, the
 * content an assistant message with one output_text, each tool call a function_call item (its id as
 * call_id); finish_reason length / content_filter make the response `incomplete`.
 */
export function convertChatResponseToResponses(chat: OpenAIChatResponse, usage: NormalizedUsage | null, identity: ResponseIdentity): ResponsesJson {
  const choice = chat.choices?.[0];
  const message = (choice?.message ?? {}) as OpenAIChatResponse['choices'][number]['message'] & { reasoning?: unknown };
  const output: ResponsesOutputItem[] = [];
  const reasoning = message.reasoning_content ?? message.reasoning;
  if (typeof reasoning === 'string' && reasoning !== '')
    output.push({ type: 'reasoning', id: newResponsesId('rs'), summary: [{ type: 'summary_text', text: reasoning }] });
  if (typeof message.content === 'string' && message.content !== '') {
    output.push({
      type: 'message',
      id: newResponsesId('msg'),
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: message.content, annotations: [] }],
    });
  }
  for (const call of message.tool_calls ?? []) {
    output.push({
      type: 'function_call',
      id: newResponsesId('fc'),
      status: 'completed',
      call_id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    });
  }
  const { status, incomplete } = statusOfFinish(choice?.finish_reason);
  return buildResponseObject(identity, status, output, usage, incomplete);
}
