import type { AnthropicContentBlock, AnthropicRequest } from '../anthropic/anthropic-api-types.ts';
import type { OpenAIChatMessage, OpenAIChatRequest, OpenAIContentPart, OpenAIToolCall } from '../spec/openai-types.ts';

function imageUrl(block: AnthropicContentBlock & { type: 'image' }): string {
  return block.source.type === 'base64' ? `data:${block.source.media_type};base64,${block.source.data}` : block.source.url;
}

function resultText(content: string | AnthropicContentBlock[]): string {
  if (typeof content === 'string') return content;
  return content.map((block) => (block.type === 'text' ? block.text : '')).join('');
}

function convertUserBlocks(blocks: AnthropicContentBlock[], out: OpenAIChatMessage[]): void {
  const parts: OpenAIContentPart[] = [];
  for (const block of blocks) {
    // Tool results answer the previous assistant turn, so they come first as OpenAI `tool` messages.
    if (block.type === 'tool_result') out.push({ role: 'tool', tool_call_id: block.tool_use_id, content: resultText(block.content) });
    else if (block.type === 'text') parts.push({ type: 'text', text: block.text });
    else if (block.type === 'image') parts.push({ type: 'image_url', image_url: { url: imageUrl(block) } });
  }
  if (parts.length === 0) return;
  const onlyText = parts.every((part) => part.type === 'text');
  out.push({ role: 'user', content: onlyText ? parts.map((part) => (part as { text: string }).text).join('') : parts });
}

function convertAssistantBlocks(blocks: AnthropicContentBlock[], out: OpenAIChatMessage[]): void {
  let text = '';
  const toolCalls: OpenAIToolCall[] = [];
  for (const block of blocks) {
    if (block.type === 'text') text += block.text;
    else if (block.type === 'tool_use')
      toolCalls.push({ id: block.id, type: 'function', function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } });
  }
  const message: OpenAIChatMessage = { role: 'assistant', content: text === '' && toolCalls.length > 0 ? null : text };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  out.push(message);
}

function convertToolChoice(choice: AnthropicRequest['tool_choice']): OpenAIChatRequest['tool_choice'] {
  if (choice === undefined) return undefined;
  if (choice.type === 'tool') return { type: 'function', function: { name: choice.name } };
  return choice.type === 'any' ? 'required' : choice.type;
}

/**
 * Anthropic Messages request → OpenAI chat request, for OpenAI-format channels serving /v1/messages:
 * `system` becomes a system message, tool_result blocks become `tool` messages, tool_use blocks become
 * tool_calls, images become image_url parts (base64 as data URLs); thinking blocks are dropped because
 * OpenAI-format upstreams cannot take them back.
 */
export function convertMessagesToOpenAIRequest(request: AnthropicRequest): OpenAIChatRequest {
  const messages: OpenAIChatMessage[] = [];
  if (request.system !== undefined) {
    const system = typeof request.system === 'string' ? request.system : request.system.map((block) => block.text).join('\n');
    if (system !== '') messages.push({ role: 'system', content: system });
  }
  for (const message of request.messages ?? []) {
    const blocks: AnthropicContentBlock[] = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (message.role === 'assistant') convertAssistantBlocks(blocks, messages);
    else convertUserBlocks(blocks, messages);
  }
  const body: OpenAIChatRequest = { model: request.model, messages, max_tokens: request.max_tokens };
  if (request.tools !== undefined && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, ...(tool.description === undefined ? {} : { description: tool.description }), parameters: tool.input_schema },
    }));
  }
  const toolChoice = convertToolChoice(request.tool_choice);
  if (toolChoice !== undefined) body.tool_choice = toolChoice;
  if (request.stop_sequences !== undefined) body.stop = request.stop_sequences;
  if (typeof request.temperature === 'number') body.temperature = request.temperature;
  if (typeof request.top_p === 'number') body.top_p = request.top_p;
  if (request.metadata?.user_id !== undefined) body.user = request.metadata.user_id;
  if (request.stream === true) body.stream = true;
  return body;
}
