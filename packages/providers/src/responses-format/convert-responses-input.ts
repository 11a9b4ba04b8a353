import type { OpenAIChatMessage, OpenAIContentPart } from '../spec/openai-types.ts';
import type { ResponsesContentPart, ResponsesInputItem } from './responses-api-types.ts';

/** A request the conversion cannot express in chat completions: answered 400 by the relay. */
export class ResponsesConversionError extends Error {}

function imagePart(part: ResponsesContentPart): OpenAIContentPart {
  if (typeof part.image_url !== 'string' || part.image_url === '')
    throw new ResponsesConversionError('input_image needs an image_url (file_id images are not supported on this channel)');
  return { type: 'image_url', image_url: part.detail === undefined ? { url: part.image_url } : { url: part.image_url, detail: part.detail } };
}

/** Message content parts → chat content: a plain string when it is text only. */
function convertContent(content: string | ResponsesContentPart[] | undefined): string | OpenAIContentPart[] {
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  const parts: OpenAIContentPart[] = [];
  for (const part of content) {
    if (part.type === 'input_text' || part.type === 'output_text' || part.type === 'text') parts.push({ type: 'text', text: part.text ?? '' });
    else if (part.type === 'refusal') parts.push({ type: 'text', text: typeof part.refusal === 'string' ? part.refusal : '' });
    else if (part.type === 'input_image') parts.push(imagePart(part));
    else throw new ResponsesConversionError(`content part type '${part.type}' is not supported on a channel that speaks only chat completions`);
  }
  if (parts.every((part) => part.type === 'text')) return parts.map((part) => (part as { text: string }).text).join('');
  return parts;
}

function textOf(output: string | ResponsesContentPart[] | undefined): string {
  if (typeof output === 'string') return output;
  return (output ?? []).map((part) => part.text ?? '').join('');
}

/** The assistant message a function_call item joins: the last message when it is the assistant's, else a new one. */
function assistantFor(messages: OpenAIChatMessage[]): OpenAIChatMessage {
  const last = messages[messages.length - 1];
  if (last?.role === 'assistant') return last;
  const message: OpenAIChatMessage = { role: 'assistant', content: null };
  messages.push(message);
  return message;
}

function pushMessage(item: ResponsesInputItem, messages: OpenAIChatMessage[]): void {
  const role = item.role === 'developer' ? 'system' : item.role;
  if (role !== 'user' && role !== 'assistant' && role !== 'system') throw new ResponsesConversionError(`message role '${String(item.role)}' is not supported`);
  const content = convertContent(item.content);
  messages.push({ role, content });
}

/**
 * Responses `input` items → chat messages: messages keep their role (developer → system), input_text /
 * output_text become text, input_image an image_url part; function_call items become the assistant
 * message's tool_calls (consecutive calls of one turn in one message), function_call_output items `tool`
 * messages; reasoning items are dropped (a chat upstream cannot take reasoning back). Any other item
 * type (built-in tool calls, item_reference) is refused.
 */
export function convertResponsesInput(input: string | ResponsesInputItem[] | undefined, messages: OpenAIChatMessage[]): void {
  if (input === undefined) return;
  if (typeof input === 'string') {
    messages.push({ role: 'user', content: input });
    return;
  }
  if (!Array.isArray(input)) throw new ResponsesConversionError('input must be a string or an array of items');
  for (const item of input) {
    const type = item.type ?? 'message';
    if (type === 'message') pushMessage(item, messages);
    else if (type === 'function_call') {
      const assistant = assistantFor(messages);
      assistant.tool_calls = [
        ...(assistant.tool_calls ?? []),
        { id: item.call_id ?? '', type: 'function', function: { name: item.name ?? '', arguments: item.arguments ?? '' } },
      ];
    } else if (type === 'function_call_output') messages.push({ role: 'tool', tool_call_id: item.call_id ?? '', content: textOf(item.output) });
    else if (type !== 'reasoning')
      throw new ResponsesConversionError(`input item type '${type}' is not supported on a channel that speaks only chat completions`);
  }
}
